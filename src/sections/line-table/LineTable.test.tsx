import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { setupCatalogueServer } from '../../../tests/msw/catalogue-app'
import { renderSection, snapshotPage } from '../../../tests/section-fixture'
import { PageSectionsContext } from '../page-sections'
import { QUOTE_FORM_ID } from '../quote-form/form-anchor'
import { QuoteFormSection } from '../quote-form/QuoteFormSection'
import type { Section, SectionData } from '../types'
import { FirstPagesContext, loadLineTables, NO_FIRST_PAGES } from './first-pages'
import { LineTable } from './LineTable'
import type { FirstPages } from './rows'

const { server, recordPaths } = setupCatalogueServer()

let errorSpy: MockInstance<typeof console.error>
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errorSpy.mockRestore())

type TableSection = SectionData<'lineTable'>

const studs: TableSection = {
  _type: 'lineTable',
  _key: 'studs',
  anchor: null,
  eyebrow: 'Medidas',
  heading: 'Birlos por clave',
  intro: null,
  line: 'birlos',
  columns: ['rosca', 'largo_mm', 'acabado', 'aplicaciones'],
  pageSize: null,
}

/** The door pins six at a time: the fixture's twelve make two pages. */
const pins: TableSection = {
  ...studs,
  _key: 'pins',
  heading: 'Pernos por clave',
  line: 'pernos',
  columns: [],
  pageSize: 6,
}

/**
 * A page's table (and its quote form) rendered as the page builder places them, with the first
 * rows the page's loader reads (or `first`, as a page without them would have).
 */
async function renderTable(
  table: TableSection,
  options: { first?: FirstPages; url?: string } = {},
) {
  const { page, settings } = await snapshotPage('/birlos-automotrices')
  const form = (page.sections as readonly Section[]).find(
    (section): section is SectionData<'quoteForm'> => section._type === 'quoteForm',
  )
  if (!form) throw new Error('/birlos-automotrices has no quote form')
  const sections: readonly Section[] = [table, form]
  const first = options.first ?? (await loadLineTables(sections))
  const rendered = await renderSection(
    <PageSectionsContext.Provider value={sections}>
      <FirstPagesContext value={first ?? NO_FIRST_PAGES}>
        <LineTable section={table} />
        <QuoteFormSection section={form} />
      </FirstPagesContext>
    </PageSectionsContext.Provider>,
    settings,
    options.url ?? '/birlos-automotrices',
  )
  const region = screen.getByRole('region', { name: `Tabla: ${table.heading}` })
  return { ...rendered, table: within(region).getByRole('table') }
}

const rowKeys = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((header) => header.textContent)

describe('LineTable', () => {
  it("lists its line's parts from the catalogue: the key links its page, then the chosen columns", async () => {
    const { table } = await renderTable(studs)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Clave', 'Rosca', 'Largo', 'Acabado', 'Aplicaciones', 'Cotización'])
    expect(rowKeys(table)).toEqual(['BR-1215', 'BR-1415'])
    expect(within(table).getByRole('link', { name: 'BR-1215' })).toHaveAttribute(
      'href',
      '/birlos-automotrices/br-1215',
    )
    const row = within(table).getByRole('rowheader', { name: 'BR-1215' }).closest('tr')
    const cells = within(row as HTMLElement).getAllByRole('cell')
    // Each cell carries its column's name for the phone's cards, hidden from screen readers.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'RoscaM12 × 1.5',
      'Largo40 mm',
      'AcabadoTropicalizado',
      // The years' range held together by word joiners: it never breaks at its dash.
      'AplicacionesNissan Tsuru 1992\u2060–\u20602017',
      'Cotizar BR-1215Agregar',
    ])
    expect(within(cells[0] as HTMLElement).getByText('Rosca')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    expect(
      within(row as HTMLElement).getByRole('link', { name: 'Cotizar BR-1215' }),
    ).toHaveAttribute('href', `/birlos-automotrices?pieza=BR-1215#${QUOTE_FORM_ID}`)
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Agregar BR-1215 a mi cotización' }),
    ).toBeEnabled()
    // Every part is shown: no 'Mostrar más'.
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando las 2 piezas')
    expect(screen.queryByRole('button', { name: /^Mostrar más/ })).toBeNull()
  })

  it("shows the line's measures where the section chose no column, an unknown value as a dash", async () => {
    const { table } = await renderTable({ ...studs, columns: [] })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Clave', 'Rosca', 'Largo', 'Moleteado', 'Tipo', 'Cotización'])
    const row = within(table).getByRole('rowheader', { name: 'BR-1415' }).closest('tr')
    expect(within(row as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
      'Moleteado—Sin dato',
    )
  })

  it("appends the next page on 'Mostrar más', focuses the first new part and says the new count", async () => {
    const user = userEvent.setup()
    const { table } = await renderTable(pins)
    const requests = recordPaths()
    expect(rowKeys(table)).toHaveLength(6)
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1–6 de 12 piezas')
    const more = screen.getByRole('button', { name: 'Mostrar más piezas de Pernos para puerta' })
    expect(more).toHaveAccessibleDescription('Mostrando 1–6 de 12 piezas')
    await user.click(more)
    await waitFor(() => expect(rowKeys(table)).toHaveLength(12))
    expect(new Set(rowKeys(table)).size).toBe(12)
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando las 12 piezas')
    expect(screen.queryByRole('button', { name: /^Mostrar más/ })).toBeNull()
    const seventh = within(table).getAllByRole('rowheader')[6] as HTMLElement
    expect(within(seventh).getByRole('link')).toHaveFocus()
    requests.stop()
    expect(requests.paths).toEqual(['/api/pernos/buscar'])
  })

  it('keeps the rows shown when a page fails, says so in Spanish and loads it on retry', async () => {
    const user = userEvent.setup()
    const { table } = await renderTable(pins)
    server.use(
      http.get('*/api/pernos/buscar', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    )
    await user.click(screen.getByRole('button', { name: /^Mostrar más/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar más piezas. Revisa tu conexión e inténtalo de nuevo; las que ya ves siguen aquí.',
    )
    expect(rowKeys(table)).toHaveLength(6)
    const retry = screen.getByRole('button', { name: 'Reintentar' })
    // The same button: the focus it had stays.
    expect(retry).toHaveFocus()
    await user.click(retry)
    await waitFor(() => expect(rowKeys(table)).toHaveLength(12))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(errorSpy).toHaveBeenCalledTimes(1)
  })

  it('says when the first page could not be read, and loads it on retry', async () => {
    const user = userEvent.setup()
    const { table } = await renderTable(studs, { first: { studs: null } })
    expect(rowKeys(table)).toEqual([])
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos cargar las piezas de esta línea. Revisa tu conexión e inténtalo de nuevo.',
    )
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await waitFor(() => expect(rowKeys(table)).toEqual(['BR-1215', 'BR-1415']))
  })

  it('asks the catalogue itself for a table the loader did not read (a draft previewed)', async () => {
    const { table } = await renderTable(studs, { first: {} })
    await waitFor(() => expect(rowKeys(table)).toEqual(['BR-1215', 'BR-1415']))
  })

  it('asks for its own first page when the section changed line since the loader read it', async () => {
    const kits = { ...studs, line: 'kits-de-frenos' as const, columns: [] }
    const { table } = await renderTable(kits, { first: await loadLineTables([studs]) })
    await waitFor(() => expect(rowKeys(table)).toEqual(['KF-101']))
  })

  it("names a first-page part in the form's message on 'Cotizar', with the table's first two values", async () => {
    const user = userEvent.setup()
    await renderTable(studs)
    const requests = recordPaths()
    await user.click(screen.getByRole('link', { name: 'Cotizar BR-1415' }))
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mensaje/)).toHaveValue(
        'Cotización de BR-1415 – M14 × 1.5, 60 mm',
      ),
    )
    requests.stop()
    expect(requests.paths).toEqual([])
  })

  it("asks the catalogue for a part 'Mostrar más' showed", async () => {
    const user = userEvent.setup()
    const { table } = await renderTable(pins)
    await user.click(screen.getByRole('button', { name: /^Mostrar más/ }))
    await waitFor(() => expect(rowKeys(table)).toHaveLength(12))
    expect(rowKeys(table).at(-1)).toBe('PP-12')
    await user.click(screen.getByRole('link', { name: 'Cotizar PP-12' }))
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('Cotización de PP-12 – 62 mm, 8 mm'),
    )
    // Two pages and a click on each of their buttons: slow on a loaded machine.
  }, 15_000)

  it('names nothing for a part of a line the page does not list', async () => {
    const requests = recordPaths()
    await renderTable(studs, { url: `/birlos-automotrices?pieza=KF-101#${QUOTE_FORM_ID}` })
    // The catalogue knows KF-101, a brake kit: not this page's.
    await waitFor(() => expect(requests.paths).toContain('/api/producto/KF-101'))
    await act(() => new Promise((done) => setTimeout(done, 100)))
    requests.stop()
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('')
  })
})

describe('the first rows of a page', () => {
  it('are read for each line table, by its key; a table that failed gets null and the rest stay', async () => {
    const pages = await loadLineTables([studs, pins])
    expect(pages?.studs).toMatchObject({ line: 'birlos', pageSize: 24, page: 1, total: 2 })
    expect(pages?.pins?.rows).toHaveLength(6)
    server.use(http.get('*/api/birlos/buscar', () => HttpResponse.error()))
    const failed = await loadLineTables([studs, pins])
    expect(failed?.studs).toBeNull()
    expect(failed?.pins?.total).toBe(12)
  })

  it('are not asked for on a page without a line table', async () => {
    const requests = recordPaths()
    expect(await loadLineTables([])).toBeUndefined()
    requests.stop()
    expect(requests.paths).toEqual([])
  })
})
