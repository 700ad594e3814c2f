import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { Hero } from './Hero'

describe('Hero', () => {
  it('shows the door-pins h1 and Ver catálogo to the catalogue, the quote button to the form', async () => {
    const { section, settings } = await snapshotSection('/pernos-para-puerta', 'hero')
    await renderSection(<Hero section={section} />, settings)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pernos para puerta' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver catálogo' })).toHaveAttribute('href', '#catalogo')
    expect(screen.getByRole('link', { name: 'Solicitar cotización' })).toHaveAttribute(
      'href',
      '#client-area',
    )
  })
})
