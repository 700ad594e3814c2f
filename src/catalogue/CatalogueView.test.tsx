import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse, http } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { catalogueUrl, setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { renderWithRouter } from '../../tests/render-with-router'
import { CatalogueView } from './CatalogueView'
import type { CatalogueSearch } from './search-params'
import { catalogueErrors } from './state'

const { server, forward, recordPaths } = setupCatalogueServer()

let errorSpy: MockInstance<typeof console.error>
let changes: CatalogueSearch[]
let replaced: CatalogueSearch[]
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
  changes = []
  replaced = []
  vi.mocked(Element.prototype.scrollIntoView).mockClear()
})
afterEach(() => errorSpy.mockRestore())

function Harness({ initial = {} }: { initial?: CatalogueSearch }) {
  const [search, setSearch] = useState<CatalogueSearch>(initial)
  return (
    <CatalogueView
      search={search}
      onSearchChange={(next, options) => {
        ;(options?.replace ? replaced : changes).push(next)
        setSearch(next)
      }}
      whatsappHref={(text) => `https://wa.me/5215512345678?text=${encodeURIComponent(text)}`}
    />
  )
}

const results = () => screen.getByRole('status')
const cardKeys = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').querySelector('span')?.textContent)
const errors = () => errorSpy.mock.calls.map((call) => call[0])
const brandButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}( \\d+ productos)?$`) })

async function loaded(text = 'Mostrando 1–9 de 12 resultados') {
  await waitFor(() => expect(results()).toHaveTextContent(text))
}

describe('CatalogueView', () => {
  it('shows the first page of all products, the brands and the overall count', async () => {
    await renderWithRouter(<Harness />)
    expect(results()).toHaveTextContent('Cargando productos…')
    await loaded()
    expect(cardKeys()).toEqual([
      'PP-1',
      'PP-2',
      'PP-3',
      'PP-4',
      'PP-5',
      'PP-6',
      'PP-7',
      'PP-8',
      'PP-9',
    ])
    await waitFor(() => expect(brandButton('Nissan')).toHaveAccessibleName('Nissan 10 productos'))
    expect(brandButton('Peugeot')).toHaveAccessibleName('Peugeot 2 productos')
    expect(brandButton('Mostrar todos')).toHaveAccessibleName('Mostrar todos 12 productos')
    expect(brandButton('Mostrar todos')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByText(/Pernos por modelo/)).toBeNull()
    const nav = screen.getByRole('navigation', { name: 'Páginas del catálogo' })
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(errors()).toEqual([])
  })

  it('renders a card as a spec sheet with quote actions', async () => {
    await renderWithRouter(<Harness />)
    await loaded()
    const card = screen.getAllByRole('article')[1] as HTMLElement
    expect(within(card).getByRole('heading')).toHaveTextContent('PP-2Perno de puerta delantera')
    expect(within(card).getByText('más vendido')).toBeInTheDocument()
    expect(within(card).getByText('Incluye seguro')).toBeInTheDocument()
    const length = within(card)
      .getAllByRole('term')
      .find((term) => term.textContent === 'Largo') as HTMLElement
    expect(length.nextElementSibling).toHaveRole('definition')
    expect(length.nextElementSibling).toHaveTextContent('52 mm')
    // Its own drawing, with its measures, beside the name (so hidden from assistive technology).
    const drawing = card.querySelector('svg[data-drawing="pin"]')
    expect(drawing).toHaveAttribute('aria-hidden', 'true')
    expect(drawing).toHaveTextContent('L 52 mm')
    expect(within(card).queryByRole('img')).toBeNull()
    const wa = within(card).getByRole('link', { name: /WhatsApp/ })
    expect(decodeURIComponent(wa.getAttribute('href') ?? '')).toContain(
      'PP-2 – Perno de puerta delantera',
    )
    // No badge and no note for '-'.
    const first = screen.getAllByRole('article')[0] as HTMLElement
    expect(within(first).queryByText('-')).toBeNull()

    expect(within(card).getByRole('link', { name: /^PP-2/ })).toHaveAttribute(
      'href',
      '/pernos-para-puerta/pp-2',
    )
    expect(within(card).getByRole('link', { name: 'Cotizar PP-2' })).toHaveAttribute(
      'href',
      '/pernos-para-puerta/pp-2#cotizar',
    )
  })

  it('goes through brand, model, page, sort and Mostrar todos', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Harness initial={{ orden: 'nuevo', pagina: 2 }} />)
    await loaded('Mostrando 10–12 de 12 resultados')

    await user.click(brandButton('Nissan'))
    expect(changes.at(-1)).toEqual({ marca: 'Nissan' })
    // The list scrolls once the choice is painted.
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled())
    await loaded('Mostrando 1–9 de 10 resultados')
    await waitFor(() => expect(screen.getByText(/Pernos por modelo/)).toBeInTheDocument())
    expect(brandButton('Tsuru')).toHaveAccessibleName('Tsuru 5 productos')

    await user.click(brandButton('Tsuru'))
    expect(changes.at(-1)).toEqual({ marca: 'Nissan', modelo: 'Tsuru' })
    await loaded('Mostrando 1–5 de 5 resultados')
    expect(cardKeys()).toEqual(['PP-2', 'PP-4', 'PP-7', 'PP-9', 'PP-10'])
    expect(brandButton('Tsuru')).toHaveAttribute('aria-pressed', 'true')

    await user.click(brandButton('Sentra'))
    await loaded('Mostrando 1–3 de 3 resultados')
    await user.click(brandButton('Nissan'))
    await loaded('Mostrando 1–9 de 10 resultados')

    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    expect(changes.at(-1)).toEqual({ marca: 'Nissan', pagina: 2 })
    expect(results()).toHaveTextContent('Mostrando 10–10 de 10 resultados')
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')

    vi.mocked(Element.prototype.scrollIntoView).mockClear()
    await user.selectOptions(screen.getByLabelText('Ordenar'), 'Nuevos')
    expect(changes.at(-1)).toEqual({ marca: 'Nissan', orden: 'nuevo' })
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled())
    expect(results()).toHaveTextContent('Mostrando 1–9 de 10 resultados')
    expect(cardKeys().slice(0, 3)).toEqual(['PP-9', 'PP-10', 'PP-1'])

    await user.click(brandButton('Mostrar todos'))
    expect(changes.at(-1)).toEqual({})
    await loaded()
    expect(screen.queryByText(/Pernos por modelo/)).toBeNull()
    expect(errors()).toEqual([])
  })

  it('restores a view from the URL, keeping a numeric model name a string', async () => {
    const { paths: seen, stop } = recordPaths()
    await renderWithRouter(
      <Harness initial={{ marca: 'Peugeot', modelo: '206', orden: 'mas-vendidos' }} />,
    )
    await loaded('Mostrando 1–2 de 2 resultados')
    expect(cardKeys()).toEqual(['PP-12', 'PP-11'])
    expect(screen.getByLabelText('Ordenar')).toHaveValue('mas-vendidos')
    await waitFor(() => expect(brandButton('206')).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() =>
      expect(brandButton('Mostrar todos')).toHaveAccessibleName('Mostrar todos 12 productos'),
    )
    stop()
    expect(seen.sort()).toEqual([
      '/api/marcas',
      '/api/modelos/marca/Peugeot',
      '/api/productos',
      '/api/productos/modelo/206',
    ])
  })

  it("asks for a make's products and models as the pointer goes down, once", async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Harness />)
    await loaded()
    await waitFor(() => brandButton('Nissan'))
    const { paths: seen, stop } = recordPaths()
    await user.pointer({ keys: '[MouseLeft>]', target: brandButton('Nissan') })
    await waitFor(() =>
      expect(seen.sort()).toEqual(['/api/modelos/marca/Nissan', '/api/productos/marca/Nissan']),
    )
    expect(changes).toEqual([])
    await user.pointer({ keys: '[/MouseLeft]', target: brandButton('Nissan') })
    expect(changes.at(-1)).toEqual({ marca: 'Nissan' })
    await loaded('Mostrando 1–9 de 10 resultados')
    await waitFor(() => expect(screen.getByText(/Pernos por modelo/)).toBeInTheDocument())
    stop()
    expect(seen).toHaveLength(2)
    expect(errors()).toEqual([])
  })

  it('cancels what a press asked for when it turns into a scroll', async () => {
    const started: string[] = []
    const aborted: string[] = []
    server.use(
      http.get(catalogueUrl('productsByBrand'), async ({ request }) => {
        started.push(request.url)
        request.signal.addEventListener('abort', () => aborted.push(request.url))
        await delay(200)
        return forward(request)
      }),
    )
    await renderWithRouter(<Harness />)
    await loaded()
    await waitFor(() => brandButton('Nissan'))
    fireEvent.pointerDown(brandButton('Nissan'), { pointerType: 'touch' })
    await waitFor(() => expect(started).toHaveLength(1))
    fireEvent.pointerCancel(brandButton('Nissan'), { pointerType: 'touch' })
    await waitFor(() => expect(aborted).toHaveLength(1))
    expect(decodeURIComponent(aborted[0] ?? '')).toContain('/productos/marca/Nissan')
    expect(changes).toEqual([])
  })

  it('shows the last page for a page beyond the end', async () => {
    await renderWithRouter(<Harness initial={{ pagina: 40 }} />)
    await loaded('Mostrando 10–12 de 12 resultados')
  })

  it('lets only the newest request change the list', async () => {
    server.use(
      http.get(catalogueUrl('productsByBrand'), async ({ request, params }) => {
        if (params.marca === 'Nissan') await delay(300)
        return forward(request)
      }),
    )
    const user = userEvent.setup()
    await renderWithRouter(<Harness />)
    await loaded()
    await waitFor(() => brandButton('Nissan'))
    await user.click(brandButton('Nissan'))
    await user.click(brandButton('Peugeot'))
    await loaded('Mostrando 1–2 de 2 resultados')
    expect(cardKeys()).toEqual(['PP-11', 'PP-12'])
    await act(() => delay(400))
    expect(cardKeys()).toEqual(['PP-11', 'PP-12'])
    expect(errors()).toEqual([])
  })

  it('rewrites a make and model typed in another case, without a new history entry', async () => {
    await renderWithRouter(
      <Harness initial={{ marca: 'NISSAN', modelo: 'tsurú', orden: 'nuevo' }} />,
    )
    await loaded('Mostrando 1–5 de 5 resultados')
    expect(replaced).toEqual([{ marca: 'Nissan', modelo: 'Tsuru', orden: 'nuevo' }])
    expect(changes).toEqual([])
    expect(brandButton('Tsuru')).toHaveAttribute('aria-pressed', 'true')
  })

  describe('the model year', () => {
    /** Tsuru products with two year ranges and one whose applications cannot be parsed. */
    function tsuruByYears() {
      const apiProduct = (clave: string, aplicaciones: string) => ({
        image_producto: clave.toLowerCase(),
        alt_producto: clave,
        clave_producto: clave,
        etiqueta_producto: '-',
        nombre_producto: 'Perno de puerta',
        txt_adicional: '-',
        largo_producto: '52 mm',
        diametro_producto: '8 mm',
        aplicaciones_producto: aplicaciones,
      })
      server.use(
        http.get(catalogueUrl('productsByModel'), () =>
          HttpResponse.json([
            apiProduct('PP-1', 'Nissan Tsuru 1992–1995'),
            apiProduct('PP-2', 'Nissan Tsuru 2004–2006 · Nissan Sentra 1995'),
            apiProduct('PP-3', 'Nissan Tsuru y similares'),
          ]),
        ),
      )
    }
    const yearButton = (name: string) => screen.getByRole('button', { name })

    it('offers the years of the model, newest first, and filters by one, never hiding an unparsed product', async () => {
      tsuruByYears()
      const user = userEvent.setup()
      await renderWithRouter(<Harness initial={{ marca: 'Nissan', modelo: 'Tsuru' }} />)
      await loaded('Mostrando 1–3 de 3 resultados')
      const years = screen.getByRole('list', { name: 'Año · Tsuru' })
      expect(
        within(years)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Todos los años', '2006', '2005', '2004', '1995', '1994', '1993', '1992'])
      expect(yearButton('Todos los años')).toHaveAttribute('aria-pressed', 'true')

      await user.click(yearButton('2005'))
      expect(changes.at(-1)).toEqual({ marca: 'Nissan', modelo: 'Tsuru', anio: 2005 })
      await loaded('Mostrando 1–2 de 2 resultados')
      expect(cardKeys()).toEqual(['PP-2', 'PP-3'])
      expect(yearButton('2005')).toHaveAttribute('aria-pressed', 'true')
      expect(screen.getByRole('button', { name: /^Filtrar/ })).toHaveTextContent(
        'Filtrar: Nissan · Tsuru · 2005',
      )

      await user.click(yearButton('Todos los años'))
      expect(changes.at(-1)).toEqual({ marca: 'Nissan', modelo: 'Tsuru' })
      await loaded('Mostrando 1–3 de 3 resultados')
    })

    it('drops a year the model has not, in place', async () => {
      tsuruByYears()
      await renderWithRouter(<Harness initial={{ marca: 'Nissan', modelo: 'Tsuru', anio: 1980 }} />)
      await loaded('Mostrando 1–3 de 3 resultados')
      await waitFor(() => expect(replaced).toEqual([{ marca: 'Nissan', modelo: 'Tsuru' }]))
      expect(changes).toEqual([])
    })

    it('restores a year from the URL', async () => {
      tsuruByYears()
      await renderWithRouter(<Harness initial={{ marca: 'Nissan', modelo: 'Tsuru', anio: 1993 }} />)
      await loaded('Mostrando 1–2 de 2 resultados')
      expect(cardKeys()).toEqual(['PP-1', 'PP-3'])
      expect(replaced).toEqual([])
    })

    it('shows no year choice before a model is chosen', async () => {
      await renderWithRouter(<Harness initial={{ marca: 'Nissan' }} />)
      await loaded('Mostrando 1–9 de 10 resultados')
      expect(screen.queryByText(/^Año/)).toBeNull()
    })
  })

  it("drops a model of another make and never shows that make's products", async () => {
    const shownKeys = new Set<string>()
    const observer = new MutationObserver(() => {
      for (const key of screen.queryAllByRole('article').map((a) => a.id || a.textContent))
        shownKeys.add(key ?? '')
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await renderWithRouter(<Harness initial={{ marca: 'Nissan', modelo: '206' }} />)
    await loaded('Mostrando 1–9 de 10 resultados')
    observer.disconnect()
    expect(replaced).toEqual([{ marca: 'Nissan' }])
    // PP-11 and PP-12 fit the Peugeot 206 only.
    expect([...shownKeys].some((text) => /PP-1[12]/.test(text))).toBe(false)
  })

  it('searches as the visitor types, within the chosen make, and says when nothing matches', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Harness initial={{ marca: 'Nissan' }} />)
    await loaded('Mostrando 1–9 de 10 resultados')
    const box = screen.getByRole('searchbox', { name: /Buscar por clave/ })
    await user.type(box, 'tsur')
    expect(box).toHaveValue('tsur')
    await loaded('Mostrando 1–5 de 5 resultados')
    // The URL follows once typing pauses, without a new history entry.
    await waitFor(() => expect(replaced.at(-1)).toEqual({ marca: 'Nissan', q: 'tsur' }))
    await user.clear(box)
    await user.type(box, 'pp 10')
    await waitFor(() => expect(cardKeys()[0]).toBe('PP-10'))
    // PP-12 is a Peugeot part: under Nissan the search finds nothing.
    await user.clear(box)
    await user.type(box, '206')
    await waitFor(() =>
      expect(screen.getByText('¿No encuentras tu pieza? Envíanos foto o medidas')).toBeVisible(),
    )
    expect(screen.getByRole('link', { name: 'Solicitar cotización' })).toHaveAttribute(
      'href',
      '#client-area',
    )
    expect(changes).toEqual([])
  })

  it('drops an unknown make with its model', async () => {
    await renderWithRouter(<Harness initial={{ marca: 'Subaru', modelo: 'Impreza' }} />)
    await loaded()
    expect(replaced).toEqual([{}])
  })
})

const badAnswers: [string, () => Response][] = [
  ['500', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
  ['non-JSON', () => HttpResponse.text('<!doctype html><p>oops')],
  ['non-array', () => HttpResponse.json({ items: [] })],
  ['network error', () => HttpResponse.error()],
]

describe.each(badAnswers)('when a call fails with a %s', (_name, bad) => {
  it('first load: a notice with Reintentar and WhatsApp, then a retry that works', async () => {
    server.use(http.get(catalogueUrl('products'), bad, { once: true }))
    const user = userEvent.setup()
    await renderWithRouter(<Harness />)
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('No pudimos cargar el catálogo')
    expect(within(notice).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    )
    expect(errors()).toEqual([catalogueErrors.loadProducts, catalogueErrors.countProducts])
    await user.click(within(notice).getByRole('button', { name: 'Reintentar' }))
    await loaded()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('brands: logs it, the products still show', async () => {
    server.use(http.get(catalogueUrl('brands'), bad))
    await renderWithRouter(<Harness />)
    await loaded()
    await waitFor(() => expect(errors()).toEqual([catalogueErrors.loadBrands]))
    expect(brandButton('Mostrar todos')).toBeInTheDocument()
  })

  it('filter by brand and models by brand: the previous list stays', async () => {
    server.use(
      http.get(catalogueUrl('productsByBrand'), bad),
      http.get(catalogueUrl('modelsByBrand'), bad),
    )
    const user = userEvent.setup()
    await renderWithRouter(<Harness />)
    await loaded()
    await user.click(await screen.findByRole('button', { name: /^Nissan \d/ }))
    await waitFor(() =>
      expect(errors().sort()).toEqual(
        [catalogueErrors.filterByBrand, catalogueErrors.modelsByBrand].sort(),
      ),
    )
    expect(results()).toHaveTextContent('Mostrando 1–9 de 12 resultados')
    expect(screen.getAllByRole('article')).toHaveLength(9)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('filter by model and show all: the previous list stays', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Harness initial={{ marca: 'Nissan' }} />)
    await loaded('Mostrando 1–9 de 10 resultados')
    server.use(
      http.get(catalogueUrl('productsByModel'), bad),
      http.get(catalogueUrl('products'), bad),
    )
    await user.click(await screen.findByRole('button', { name: /^Tsuru \d/ }))
    await waitFor(() => expect(errors()).toEqual([catalogueErrors.filterByModel]))
    expect(results()).toHaveTextContent('Mostrando 1–9 de 10 resultados')
    await user.click(brandButton('Mostrar todos'))
    await waitFor(() =>
      expect(errors()).toEqual([catalogueErrors.filterByModel, catalogueErrors.showAll]),
    )
    expect(results()).toHaveTextContent('Mostrando 1–9 de 10 resultados')
  })

  it('on a filtered load: products, count and models each log their own message', async () => {
    server.use(
      http.get(catalogueUrl('products'), bad),
      http.get(catalogueUrl('productsByBrand'), bad),
      http.get(catalogueUrl('modelsByBrand'), bad),
    )
    await renderWithRouter(<Harness initial={{ marca: 'Nissan' }} />)
    await screen.findByRole('alert')
    await waitFor(() =>
      expect(errors().sort()).toEqual(
        [
          catalogueErrors.loadProducts,
          catalogueErrors.countProducts,
          catalogueErrors.loadModels,
        ].sort(),
      ),
    )
  })
})
