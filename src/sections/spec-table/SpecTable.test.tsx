import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotPage, snapshotSection } from '../../../tests/section-fixture'
import { withAddedLine } from '../../forms/message-addition'
import { MESSAGE_MAX_LENGTH } from '../../forms/validation'
import { PageSectionsContext } from '../page-sections'
import { QUOTE_FORM_ID } from '../quote-form/form-anchor'
import { QuoteFormSection } from '../quote-form/QuoteFormSection'
import type { Section, SectionData } from '../types'
import { findPartQuote, partQuoteText } from './part-quote'
import { specRowAnchor } from './row-anchor'
import { SpecTable } from './SpecTable'

const isType =
  <T extends Section['_type']>(type: T) =>
  (section: Section): section is SectionData<T> =>
    section._type === type

/** A page's spec table and quote form, rendered as the page builder places them, at `url`. */
async function renderLinePage(path: string, url = path) {
  const { page, settings } = await snapshotPage(path)
  const sections: readonly Section[] = page.sections
  const table = sections.find(isType('specTable'))
  const form = sections.find(isType('quoteForm'))
  if (!table || !form) throw new Error(`${path} lacks a spec table or a quote form`)
  const rendered = await renderSection(
    <PageSectionsContext.Provider value={sections}>
      <SpecTable section={table} />
      <QuoteFormSection section={form} />
    </PageSectionsContext.Provider>,
    settings,
    url,
  )
  return { ...rendered, table, message: () => screen.getByLabelText(/^Mensaje/) }
}

describe('SpecTable', () => {
  it("shows the technical drawing of the page's family beside its heading, titled with its measures", async () => {
    await renderLinePage('/birlos-automotrices')
    const plan = screen.getByText('Plano con medidas típicas').closest('figure') as HTMLElement
    expect(within(plan).getByRole('img')).toHaveAccessibleName(/^Birlo con moleteado y rosca M12/)
    expect(plan.querySelector('svg[data-drawing="stud"]')).not.toBeNull()
  })

  it('shows no drawing where the page names no family', async () => {
    const { section, settings } = await snapshotSection('/medidas-birlos-y-tuercas', 'specTable')
    await renderSection(<SpecTable section={section} />, settings)
    expect(screen.queryByRole('figure')).toBeNull()
  })

  it('reads as a table: column headers, then each part number as its row header', async () => {
    const { section, settings } = await snapshotSection('/medidas-birlos-y-tuercas', 'specTable')
    await renderSection(<SpecTable section={section} />, settings)
    const table = screen.getByRole('table')
    for (const column of section.columns) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument()
    }
    for (const row of section.rows) {
      expect(row.cells).toHaveLength(section.columns.length)
      expect(within(table).getByRole('rowheader', { name: row.cells[0] })).toBeInTheDocument()
    }
    // Outside a page with a form there is no 'Cotizar', but every row can go to the quote list
    // (so the frame that scrolls sideways is reached through the rows' buttons).
    expect(within(table).queryByRole('link')).toBeNull()
    for (const row of section.rows) {
      expect(
        within(table).getByRole('button', { name: `Agregar ${row.cells[0]} a mi cotización` }),
      ).toBeInTheDocument()
    }
    expect(screen.getByRole('region', { name: `Tabla: ${section.heading}` })).not.toHaveAttribute(
      'tabindex',
    )
  })

  it('keeps table roles written out, for the phone layout that restyles the table', async () => {
    const { section, settings } = await snapshotSection('/birlos-automotrices', 'specTable')
    await renderSection(<SpecTable section={section} />, settings)
    const table = screen.getByRole('table')
    expect(table).toHaveAttribute('role', 'table')
    for (const row of within(table).getAllByRole('row')) expect(row).toHaveAttribute('role', 'row')
    for (const cell of within(table).getAllByRole('cell'))
      expect(cell).toHaveAttribute('role', 'cell')
  })

  it("gives each row its part's anchor, and each cell its column's name for the cards", async () => {
    const { section, settings } = await snapshotSection('/birlos-automotrices', 'specTable')
    await renderSection(<SpecTable section={section} />, settings)
    const row = screen.getByRole('rowheader', { name: 'BR-1245' }).closest('[role="row"]')
    expect(row).toHaveAttribute('id', 'pieza-br-1245')
    for (const { cells } of section.rows) {
      expect(document.getElementById(specRowAnchor(cells[0] ?? ''))).not.toBeNull()
    }
    // The label repeats the column header visually; a screen reader hears the header instead.
    const cells = within(row as HTMLElement).getAllByRole('cell')
    expect(cells[4]).toHaveTextContent('AplicaciónHonda Civic, Ford Fiesta')
    expect(within(cells[4] as HTMLElement).getByText('Aplicación')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })

  it("links each row's 'Cotizar', named with its part, to the page's form with the part", async () => {
    await renderLinePage('/birlos-automotrices')
    const link = screen.getByRole('link', { name: 'Cotizar BR-1245' })
    // What shows is 'Cotizar'; the part number is there for screen readers only.
    expect(link.firstChild?.textContent?.trim()).toBe('Cotizar')
    expect(within(link).getByText('BR-1245')).toHaveClass('visually-hidden')
    expect(link).toHaveAttribute('href', `/birlos-automotrices?pieza=BR-1245#${QUOTE_FORM_ID}`)
    expect(document.getElementById(QUOTE_FORM_ID)).toContainElement(
      screen.getByRole('form', { name: 'Solicitud de cotización' }),
    )
    expect(screen.getAllByRole('link', { name: /^Cotizar / })).toHaveLength(7)
  })

  it('names the part and its first two measures, as a product page names its product', () => {
    expect(partQuoteText(['BR-1245', 'M12 × 1.5', '45 mm', '14.3 mm'])).toBe(
      'Cotización de BR-1245 – M12 × 1.5, 45 mm',
    )
    expect(partQuoteText(['TB-101P', '', 'Plomo'])).toBe('Cotización de TB-101P – Plomo')
    expect(partQuoteText(['X-1'])).toBe('Cotización de X-1')
  })

  it("finds a part among the page's sheets by its anchor, and nothing that is not there", async () => {
    const { page } = await snapshotPage('/medidas-birlos-y-tuercas')
    expect(findPartQuote(page.sections, 'TR-1415')).toBe('Cotización de TR-1415 – M14 × 1.5, 21 mm')
    expect(findPartQuote(page.sections, 'br-1225')).toBe(
      'Cotización de BR-1225 – M12 × 1.25, 45 mm',
    )
    expect(findPartQuote(page.sections, 'XX-1')).toBeNull()
    expect(findPartQuote(page.sections, '--')).toBeNull()
  })

  it('adds a line to the message without ever dropping what is there', () => {
    const line = 'Cotización de BR-1245 – M12 × 1.5, 45 mm'
    expect(withAddedLine('', line)).toBe(line)
    expect(withAddedLine('  \n', line)).toBe(line)
    expect(withAddedLine('Necesito 200 piezas\n', line)).toBe(`Necesito 200 piezas\n${line}`)
    expect(withAddedLine(`${line}\nurgente`, line)).toBe(`${line}\nurgente`)
    const full = 'x'.repeat(MESSAGE_MAX_LENGTH - 10)
    expect(withAddedLine(full, line)).toBe(full)
  })

  it('prefills the message of a page opened from a "Cotizar" link (?pieza=…)', async () => {
    const { message } = await renderLinePage(
      '/birlos-automotrices',
      `/birlos-automotrices?pieza=BR-1245#${QUOTE_FORM_ID}`,
    )
    expect(message()).toHaveValue('Cotización de BR-1245 – M12 × 1.5, 45 mm')
  })

  it("adds each chosen row's part after what the visitor typed, once each", async () => {
    const user = userEvent.setup()
    const { message } = await renderLinePage('/tuercas-automotrices-birlos')
    // This page's form is the sales contact form: the same message, the same prefill.
    expect(screen.getByRole('form', { name: 'Contacto con ventas' })).toBeInTheDocument()
    await user.type(message(), 'Hola, para mi refaccionaria:')
    await user.click(screen.getByRole('link', { name: 'Cotizar TR-1215' }))
    await user.click(screen.getByRole('link', { name: 'Cotizar TR-1415' }))
    await user.click(screen.getByRole('link', { name: 'Cotizar TR-1215' }))
    expect(message()).toHaveValue(
      [
        'Hola, para mi refaccionaria:',
        'Cotización de TR-1215 – M12 × 1.5, 19 mm',
        'Cotización de TR-1415 – M14 × 1.5, 21 mm',
      ].join('\n'),
    )
  })

  it('names a deleted part again when chosen again, but not on going Back to it', async () => {
    const user = userEvent.setup()
    const { message, router } = await renderLinePage('/birlos-automotrices')
    const line = 'Cotización de BR-1245 – M12 × 1.5, 45 mm'
    await user.click(screen.getByRole('link', { name: 'Cotizar BR-1245' }))
    expect(message()).toHaveValue(line)
    await user.clear(message())
    await user.click(screen.getByRole('link', { name: 'Cotizar BR-1245' }))
    expect(message()).toHaveValue(line)
    await user.click(screen.getByRole('link', { name: 'Cotizar BR-1415' }))
    await user.clear(message())
    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.search).toEqual({ pieza: 'BR-1245' }))
    expect(message()).toHaveValue('')
  })

  it('marks the row the address names once the page is live', async () => {
    const { router } = await renderLinePage('/birlos-automotrices')
    await act(() => router.navigate({ to: '/birlos-automotrices', hash: 'pieza-br-1415' }))
    const row = document.getElementById('pieza-br-1415')
    expect(row).toHaveAttribute('data-current', 'true')
    expect(document.querySelectorAll('[data-current]')).toHaveLength(1)
  })
})
