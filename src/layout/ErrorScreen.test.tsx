import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChunkLoadError } from '../ui/load-chunk'
import { ErrorScreen } from './ErrorScreen'

describe('ErrorScreen', () => {
  it('shows the error title with the status of a failed response', () => {
    render(<ErrorScreen error={{ status: 503, statusText: 'Service Unavailable' }} />)
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    expect(screen.getByText('503 Service Unavailable')).toBeVisible()
  })

  it('shows the message of a thrown error', () => {
    render(<ErrorScreen error={new Error('No se pudo cargar /_data/pages/blog.json (HTTP 500)')} />)
    expect(screen.getByText('No se pudo cargar /_data/pages/blog.json (HTTP 500)')).toBeVisible()
  })

  it('offers a reload when a part of the code failed to download', () => {
    render(<ErrorScreen error={new ChunkLoadError('timeout')} />)
    expect(screen.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeEnabled()
  })
})
