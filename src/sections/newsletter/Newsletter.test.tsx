import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSettings } from '../../../tests/form-test-utils'
import { Newsletter } from './Newsletter'

describe('newsletter section', () => {
  it('renders the heading, text and a required e-mail field', () => {
    renderWithSettings(
      <Newsletter
        section={{
          _type: 'newsletter',
          _key: 'n1',
          anchor: null,
          heading: 'Recibe novedades',
          text: 'Promociones y lanzamientos.',
        }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Recibe novedades' })).toBeInTheDocument()
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ })
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toBeRequired()
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeInTheDocument()
  })
})
