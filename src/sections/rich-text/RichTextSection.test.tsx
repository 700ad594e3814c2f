import { screen } from '@testing-library/react'
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
})
