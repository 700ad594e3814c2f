import { screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderWithSettings, testSettings } from '../../../tests/form-test-utils'
import { SiteSettingsProvider } from '../../site/settings-context'
import type { SectionData } from '../types'
import { QuoteFormSection } from './QuoteFormSection'

const quote: SectionData<'quoteForm'> = {
  _type: 'quoteForm',
  _key: 'q1',
  anchor: 'client-area',
  heading: 'Solicita tu cotización',
  intro: 'Respondemos el mismo día hábil.',
  form: 'quote',
  notice: 'popup',
}

describe('quoteForm section', () => {
  it('renders the heading, intro and the quote form', () => {
    renderWithSettings(<QuoteFormSection section={quote} />)
    expect(screen.getByRole('region', { name: 'Solicita tu cotización' })).toBeInTheDocument()
    expect(screen.getByText('Respondemos el mismo día hábil.')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Solicitud de cotización' })).toBeInTheDocument()
    expect(screen.getByLabelText('Estado')).toBeInTheDocument()
  })

  it('renders the contact form when asked', () => {
    renderWithSettings(<QuoteFormSection section={{ ...quote, form: 'contact', intro: null }} />)
    expect(screen.getByRole('form', { name: 'Contacto con ventas' })).toBeInTheDocument()
    expect(screen.getByLabelText('Producto')).toBeInTheDocument()
  })

  it('prerenders the full form markup, with the robot check space reserved', () => {
    const html = renderToString(
      <SiteSettingsProvider settings={testSettings}>
        <QuoteFormSection section={quote} />
      </SiteSettingsProvider>,
    )
    for (const name of ['name', 'email', 'phone', 'state', 'cantidad', 'message']) {
      expect(html).toContain(`name="${name}"`)
    }
    expect(html).toContain('data-robot-check')
    expect(html).toContain('Solicitar cotización')
  })
})
