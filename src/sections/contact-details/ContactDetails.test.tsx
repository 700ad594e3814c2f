import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { ContactDetails } from './ContactDetails'

describe('ContactDetails', () => {
  it('shows both hours readings, both e-mails and a map only on request', async () => {
    const { section, settings } = await snapshotSection(
      '/contacto-ventas-pernos-birlos',
      'contactDetails',
    )
    const original = globalThis.IntersectionObserver
    // A viewport that never reaches the map: the frame must wait for the button.
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    try {
      await renderSection(<ContactDetails section={section} />, settings)
      expect(screen.getByText('Lunes a sábado: 9:00 a. m. a 8:00 p. m.')).toBeInTheDocument()
      expect(screen.getByText('Lunes a viernes: 8:00 a. m. a 5:00 p. m.')).toBeInTheDocument()
      expect(screen.getByText('Sábado: 8:00 a. m. a 3:00 p. m.')).toBeInTheDocument()
      for (const email of settings.salesEmails)
        expect(screen.getByRole('link', { name: email })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
        'href',
        settings.mapUrl,
      )
      expect(document.querySelector('iframe')).toBeNull()
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar mapa' }))
      expect(document.querySelector('iframe')).toHaveAttribute('src', section.mapEmbedUrl)
    } finally {
      globalThis.IntersectionObserver = original
    }
  })
})
