import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { RichTextSection } from './RichTextSection'

describe('RichTextSection', () => {
  it('renders the about text with its anchor content and counters 5k+ and +20', async () => {
    const { section, settings } = await snapshotSection('/', 'richText', 'about')
    expect(section.anchor).toBe('sobre-nosotros')
    await renderSection(<RichTextSection section={section} />, settings)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Piezas de sujeción')
    expect(screen.getByText('5k+', { selector: '.visually-hidden' })).toBeInTheDocument()
    expect(screen.getByText('+20', { selector: '.visually-hidden' })).toBeInTheDocument()
  })

  it('renders the privacy notice with its LFPDPPP structure', async () => {
    const { section, settings } = await snapshotSection('/aviso-de-privacidad', 'richText')
    await renderSection(<RichTextSection section={section} />, settings)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(
      expect.arrayContaining([
        'Responsable del tratamiento',
        'Datos personales que recabamos',
        'Finalidades del tratamiento',
        'Derechos ARCO',
        'Contacto',
      ]),
    )
  })

  it('gives the privacy notice a table of contents linking to each subtitle, and its date', async () => {
    const { section, settings } = await snapshotSection('/aviso-de-privacidad', 'richText')
    await renderSection(<RichTextSection section={section} />, settings)
    const contents = screen.getByRole('navigation', { name: 'Contenido' })
    const link = within(contents).getByRole('link', { name: 'Derechos ARCO' })
    expect(link).toHaveAttribute('href', '#derechos-arco')
    expect(screen.getByRole('heading', { name: 'Derechos ARCO' })).toHaveAttribute(
      'id',
      'derechos-arco',
    )
    // The date comes from the content's own field, not from a line typed into the text.
    expect(section.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(screen.getByText(/Última actualización/)).toHaveTextContent(
      'Última actualización: 23 de noviembre de 2026',
    )
    expect(screen.getAllByText(/Última actualización/)).toHaveLength(1)
  })

  it('closes the intro of the family pages with the 5k+ "Clientes Satisfechos" counter', async () => {
    for (const path of [
      '/casquillos-automotrices',
      '/abrazaderas-automotrices',
      '/otros-productos-automotrices',
    ]) {
      const { section, settings } = await snapshotSection(path, 'richText', 'intro')
      const view = await renderSection(<RichTextSection section={section} />, settings)
      expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
      expect(screen.getByText('Clientes Satisfechos')).toBeInTheDocument()
      expect(screen.getByText('5k+', { selector: '.visually-hidden' })).toBeInTheDocument()
      view.unmount()
    }
  })
})
