import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  catalogueHandlers,
  catalogueUrls,
  fixtureBrands,
  fixtureProducts,
} from '../../tests/msw/catalogue-handlers'
import { CatalogueError, fetchCatalogueList, getBrands, getModels, getProducts } from './api'

const server = setupServer(...catalogueHandlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('catalogue API client', () => {
  it('reshapes products into app types', async () => {
    const products = await getProducts({ kind: 'all' })
    expect(products).toHaveLength(fixtureProducts.length)
    expect(products.find((p) => p.key === 'PP-2')).toEqual({
      key: 'PP-2',
      name: 'Perno de puerta delantera',
      image: 'pp-2',
      alt: 'Perno PP-2',
      tag: 'más vendido',
      note: 'Incluye seguro',
      length: '52 mm',
      diameter: '8 mm',
      applications: 'Nissan Tsuru 2000–2010',
    })
    // '-' means none.
    expect(products.find((p) => p.key === 'PP-1')).toMatchObject({ tag: null, note: null })
  })

  it('reshapes brands and models', async () => {
    expect(await getBrands()).toEqual(fixtureBrands.map((b) => ({ name: b.marca, total: b.total })))
    expect(await getModels('Peugeot')).toEqual([{ name: '206', total: 2 }])
  })

  it('encodes names with encodeURIComponent', async () => {
    const seen: string[] = []
    server.use(
      http.get('*/api/productos/modelo/*', ({ request }) => {
        seen.push(new URL(request.url).pathname)
        return HttpResponse.json([])
      }),
    )
    await getProducts({ kind: 'model', model: 'NP300 Estacas / Chasís' })
    expect(seen).toEqual(['/api/productos/modelo/NP300%20Estacas%20%2F%20Chas%C3%ADs'])
  })

  const failures: [string, () => Response | Promise<Response>, string][] = [
    ['a 500', () => HttpResponse.json({ error: 'x' }, { status: 500 }), 'status'],
    ['a 404', () => new HttpResponse(null, { status: 404 }), 'status'],
    ['non-JSON', () => HttpResponse.text('<html>oops</html>'), 'not-json'],
    ['a non-array', () => HttpResponse.json({ productos: [] }), 'not-array'],
    ['a network error', () => HttpResponse.error(), 'network'],
  ]
  for (const [name, answer, reason] of failures) {
    it(`fails on ${name}`, async () => {
      server.use(http.get(catalogueUrls.products, answer))
      const error = await fetchCatalogueList('/productos').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(CatalogueError)
      expect((error as CatalogueError).reason).toBe(reason)
    })
  }

  it('fails after its timeout', async () => {
    server.use(
      http.get(catalogueUrls.products, async () => {
        await delay(500)
        return HttpResponse.json([])
      }),
    )
    const error = await fetchCatalogueList('/productos', undefined, 50).catch((e: unknown) => e)
    expect((error as CatalogueError).reason).toBe('timeout')
  })

  it("rejects with an AbortError when the caller's signal aborts", async () => {
    server.use(
      http.get(catalogueUrls.products, async () => {
        await delay(500)
        return HttpResponse.json([])
      }),
    )
    const controller = new AbortController()
    const pending = fetchCatalogueList('/productos', controller.signal)
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(CatalogueError)
    expect((error as Error).name).toBe('AbortError')
  })
})
