import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { ContactBanner } from './ContactBanner'

describe('ContactBanner', () => {
  it('links to the contact page, WhatsApp and the phone from the settings', async () => {
    const { section, settings } = await snapshotSection('/', 'contactBanner')
    await renderSection(<ContactBanner section={section} />, settings)
    expect(screen.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute(
      'href',
      '/contacto-ventas-pernos-birlos',
    )
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      `wa.me/${settings.whatsapp}`,
    )
    expect(screen.getByRole('link', { name: /55 5368 1427/ })).toHaveAttribute(
      'href',
      'tel:+525553681427',
    )
  })
})
