import { isRedirect } from '@tanstack/react-router'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { catalogueUrl, setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { lineRoutes } from './contract'
import { type CatalogueData, loadCatalogue } from './load-catalogue'
import type { CatalogueSearch } from './search-params'
import { catalogueErrors } from './state'

// The catalogue route's loader against the real catalogue service over the fixture (12 door
// pins: Nissan 10 over Tsuru 5, Sentra 3, March 2; Peugeot 2 of model '206'; every application
// 2000–2010), behind MSW.

const { server, forward, recordPaths } = setupCatalogueServer()
const SEARCH_URL = `*/api${lineRoutes.search.replace(':linea', 'pernos')}`

// Each load with lists of its own: every load asks for everything it shows.
const load = (search: CatalogueSearch, choice = false, signal = new AbortController().signal) =>
  loadCatalogue(search, { signal, choice, lists: { answers: new Map(), keepMs: 0 } })
const keys = (data: CatalogueData) => data.results?.products.map((p) => p.key)

/** The search a redirect sends to, or a failure when `loading` does not redirect. */
async function redirectOf(loading: Promise<unknown>): Promise<unknown> {
  const thrown = await loading.then(
    () => expect.fail('no redirect'),
    (error: unknown) => error,
  )
  if (!isRedirect(thrown)) throw thrown
  expect(thrown.options.replace).toBe(true)
  return thrown.options.search
}

describe('loadCatalogue', () => {
  it('loads the first page of the door pins, their makes and their count, and nothing else', async () => {
    const { paths, stop } = recordPaths()
    const data = await load({})
    stop()
    expect(keys(data)).toEqual([
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
    expect(data.results).toMatchObject({ total: 12, page: 1, pages: 2, lineTotal: 12, years: [] })
    expect(data.brands).toEqual([
      { name: 'Nissan', total: 10 },
      { name: 'Peugeot', total: 2 },
    ])
    expect(data.models).toBeNull()
    expect(data.search).toEqual({})
    expect(data.failures).toEqual([])
    // A page and the makes: no list that grows with the catalogue.
    expect(paths.sort()).toEqual(['/api/marcas', '/api/pernos/buscar'])
  })

  it('asks the server for the page, the order and the search', async () => {
    const second = await load({ pagina: 2 })
    expect(keys(second)).toEqual(['PP-10', 'PP-11', 'PP-12'])
    expect(second.results).toMatchObject({ total: 12, page: 2 })
    // A page past the last is the last.
    expect((await load({ pagina: 40 })).results?.page).toBe(2)
    expect(keys(await load({ orden: 'nuevo' }))?.slice(0, 2)).toEqual(['PP-9', 'PP-10'])
    expect(keys(await load({ q: 'pp 10' }))?.[0]).toBe('PP-10')
    // Within the chosen make: PP-12 is a Peugeot part.
    expect((await load({ marca: 'Nissan', q: '206' })).results?.total).toBe(0)
    expect((await load({ marca: 'Nissan', q: 'tsur' })).results?.total).toBe(5)
  })

  it("loads a make's models, and a model's parts with its years", async () => {
    const { paths, stop } = recordPaths()
    const nissan = await load({ marca: 'Nissan' })
    expect(nissan.models).toEqual([
      { name: 'March', total: 2 },
      { name: 'Sentra', total: 3 },
      { name: 'Tsuru', total: 5 },
    ])
    expect(nissan.results).toMatchObject({ total: 10, lineTotal: 12 })
    const tsuru = await load({ marca: 'Nissan', modelo: 'Tsuru' })
    stop()
    expect(keys(tsuru)).toEqual(['PP-2', 'PP-4', 'PP-7', 'PP-9', 'PP-10'])
    expect(tsuru.results?.years).toEqual([
      2010, 2009, 2008, 2007, 2006, 2005, 2004, 2003, 2002, 2001, 2000,
    ])
    expect(tsuru.search).toEqual({ marca: 'Nissan', modelo: 'Tsuru' })
    expect(paths).not.toContain('/api/productos/modelo/Tsuru')
    expect((await load({ marca: 'Nissan', modelo: 'Tsuru', anio: 2005 })).results?.total).toBe(5)
  })

  it("shows a year chosen after its model without asking: its page came with the model's", async () => {
    const lists = { answers: new Map(), keepMs: 60_000 }
    const visit = (search: CatalogueSearch, choice = true) =>
      loadCatalogue(search, { signal: new AbortController().signal, choice, lists })
    await visit({ marca: 'Nissan', modelo: 'Tsuru', orden: 'nuevo' })
    const year = { marca: 'Nissan', modelo: 'Tsuru', orden: 'nuevo', anio: 2005 } as const
    const { paths, stop } = recordPaths()
    const kept = await visit(year)
    stop()
    expect(paths).toEqual([])
    // What the year's own search shows (lists of its own: nothing kept).
    const asked = await load(year, true)
    expect(kept.results).toEqual(asked.results)
    expect(keys(kept)).toEqual(['PP-9', 'PP-10', 'PP-2', 'PP-4', 'PP-7'])
    expect(kept.failures).toEqual([])
    // Another sort is another list: asked.
    const other = recordPaths()
    await visit({ ...year, orden: undefined })
    other.stop()
    expect(other.paths).toEqual(['/api/pernos/buscar'])
  })

  it("shows a model chosen after its make without waiting, and asks for the model's years behind it", async () => {
    const lists = { answers: new Map(), keepMs: 60_000 }
    const visit = (search: CatalogueSearch) =>
      loadCatalogue(search, { signal: new AbortController().signal, choice: true, lists })
    await visit({ marca: 'Nissan', orden: 'nuevo', largo: 52 })
    // Choosing a model drops the sort and keeps the measures.
    const model = { marca: 'Nissan', modelo: 'Tsuru', largo: 52 }
    // The model's own answer never comes: the page shown is the one sent ahead.
    const behind = new Promise<URLSearchParams>((resolve) => {
      server.use(
        http.get(
          SEARCH_URL,
          ({ request }) => {
            resolve(new URL(request.url).searchParams)
            return new Promise<never>(() => {})
          },
          { once: true },
        ),
      )
    })
    const kept = await visit(model)
    expect(Object.fromEntries(await behind)).toEqual({
      marca: 'Nissan',
      modelo: 'Tsuru',
      largo: '52',
    })
    expect(kept.results).toEqual((await load(model, true)).results)
    expect(kept.results?.years).toEqual([
      2010, 2009, 2008, 2007, 2006, 2005, 2004, 2003, 2002, 2001, 2000,
    ])
  })

  describe("a year chosen while its model's own answer is on its way", () => {
    /** A make, then a model shown from its page sent ahead, its own answer held until released. */
    async function modelShownAhead(release: (request: Request) => Response | Promise<Response>) {
      const lists = { answers: new Map(), keepMs: 60_000 }
      const visit = (search: CatalogueSearch) =>
        loadCatalogue(search, { signal: new AbortController().signal, choice: true, lists })
      await visit({ marca: 'Nissan' })
      let letGo = () => {}
      const held = new Promise<void>((resolve) => {
        letGo = resolve
      })
      const asked = new Promise<void>((resolve) => {
        server.use(
          http.get(
            SEARCH_URL,
            async ({ request }) => {
              resolve()
              await held
              return release(request)
            },
            { once: true },
          ),
        )
      })
      await visit({ marca: 'Nissan', modelo: 'Tsuru' })
      await asked
      return { visit, letGo }
    }
    const year = { marca: 'Nissan', modelo: 'Tsuru', anio: 2005 }

    it('waits for that answer rather than asking again', async () => {
      const { visit, letGo } = await modelShownAhead(forward)
      const { paths, stop } = recordPaths()
      const choosing = visit(year)
      await delay(20)
      letGo()
      const chosen = await choosing
      stop()
      expect(paths).toEqual([])
      expect(chosen.results).toEqual((await load(year, true)).results)
    })

    it('asks for its page when that answer fails', async () => {
      const { visit, letGo } = await modelShownAhead(async () => HttpResponse.error())
      const { paths, stop } = recordPaths()
      const choosing = visit(year)
      letGo()
      const chosen = await choosing
      stop()
      expect(paths).toEqual(['/api/pernos/buscar'])
      expect(chosen.failures).toEqual([])
      expect(chosen.results).toEqual((await load(year, true)).results)
    })
  })

  it('redirects a make and model in another spelling to the catalogue’s, keeping the rest', async () => {
    expect(
      await redirectOf(load({ marca: 'NISSAN', modelo: 'tsurú', orden: 'nuevo', anio: 2005 })),
    ).toEqual({ marca: 'Nissan', modelo: 'Tsuru', orden: 'nuevo', anio: 2005 })
  })

  it('drops an unknown make with its model, a model of another make, a year the model lacks', async () => {
    expect(await redirectOf(load({ marca: 'Subaru', modelo: 'Impreza', q: 'pp' }))).toEqual({
      q: 'pp',
      marca: undefined,
      modelo: undefined,
      anio: undefined,
    })
    expect(await redirectOf(load({ marca: 'Nissan', modelo: '206' }))).toEqual({
      marca: 'Nissan',
      modelo: undefined,
      anio: undefined,
    })
    expect(await redirectOf(load({ marca: 'Nissan', modelo: 'Tsuru', anio: 1980 }))).toEqual({
      marca: 'Nissan',
      modelo: 'Tsuru',
      anio: undefined,
    })
  })

  describe.each([
    ['a 500', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['not JSON', () => HttpResponse.text('<!doctype html><p>oops')],
    // A list where a page is due, an object where a list is.
    ['the wrong shape', (page?: 'page') => HttpResponse.json(page ? [] : { items: [] })],
    ['a network error', () => HttpResponse.error()],
  ])('when a call fails with %s', (_name, bad) => {
    it('the page: no results, and a first load says both products and count failed', async () => {
      server.use(http.get(SEARCH_URL, () => bad('page')))
      const first = await load({})
      expect(first.results).toBeNull()
      expect(first.brands).toHaveLength(2)
      expect(first.failures.map((f) => f.message)).toEqual([
        catalogueErrors.loadProducts,
        catalogueErrors.countProducts,
      ])
      // A choice names what the visitor chose.
      const messages = async (search: CatalogueSearch) =>
        (await load(search, true)).failures.map((f) => f.message)
      expect(await messages({})).toEqual([catalogueErrors.showAll])
      expect(await messages({ marca: 'Nissan' })).toEqual([catalogueErrors.filterByBrand])
      expect(await messages({ marca: 'Nissan', modelo: 'Tsuru' })).toEqual([
        catalogueErrors.filterByModel,
      ])
    })

    it('the makes or models: logged, the page still shown', async () => {
      server.use(
        http.get(catalogueUrl('brands'), () => bad()),
        http.get(catalogueUrl('modelsByBrand'), () => bad()),
      )
      const data = await load({ marca: 'Nissan' })
      expect(data.brands).toBeNull()
      expect(data.models).toBeNull()
      expect(data.results?.total).toBe(10)
      expect(data.failures.map((f) => f.message)).toEqual([
        catalogueErrors.loadBrands,
        catalogueErrors.loadModels,
      ])
      expect((await load({ marca: 'Nissan' }, true)).failures.map((f) => f.message)).toEqual([
        catalogueErrors.loadBrands,
        catalogueErrors.modelsByBrand,
      ])
    })
  })

  it('asks for the makes, the models and the page at once', async () => {
    // Each answer waits until all three have been asked; asked one after another, the first
    // would wait in vain and fail.
    const started: string[] = []
    let allAsked: () => void = () => {}
    const asked = new Promise<void>((resolve) => {
      allAsked = resolve
    })
    const held = (route: string) =>
      http.get(route, async ({ request }) => {
        started.push(new URL(request.url).pathname)
        if (started.length === 3) allAsked()
        const all = await Promise.race([asked.then(() => true), delay(2000).then(() => false)])
        return all ? forward(request) : HttpResponse.json({ error: 'asked alone' }, { status: 503 })
      })
    server.use(held(catalogueUrl('brands')), held(catalogueUrl('modelsByBrand')), held(SEARCH_URL))
    const data = await load({ marca: 'Nissan' })
    expect(started).toHaveLength(3)
    expect(data.failures).toEqual([])
  })

  it('gives up, without a failure, when the navigation is cancelled', async () => {
    server.use(
      http.get(SEARCH_URL, async ({ request }) => {
        await delay(300)
        return forward(request)
      }),
    )
    const abort = new AbortController()
    const loading = load({}, false, abort.signal)
    setTimeout(() => abort.abort(), 50)
    await expect(loading).rejects.toThrow()
  })
})
