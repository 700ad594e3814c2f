import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { catalogueUrl, setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { productPath } from '../catalogue/product-path'
import { loadProductPage } from './product-loader'

const { server, forward } = setupCatalogueServer()

describe('loadProductPage (in the browser: from the API)', () => {
  it('finds a known key in any case, with its applications and related products', async () => {
    const data = await loadProductPage('pp-2')
    expect(data?.product.key).toBe('PP-2')
    expect(data?.applications).toEqual([{ make: 'Nissan', model: 'Tsuru', from: 2000, to: 2010 }])
    // The other Tsuru products, and no Sentra, March or 206 product.
    expect(data?.related.map((p) => p.key).sort()).toEqual(['PP-10', 'PP-4', 'PP-7', 'PP-9'])
    expect((await loadProductPage('Pp-2'))?.product.key).toBe('PP-2')
  })

  it('gives null for an unknown key', async () => {
    expect(await loadProductPage('pp-999')).toBeNull()
    expect(await loadProductPage('')).toBeNull()
  })

  it('finds a product added after the build, with an awkward key', async () => {
    server.use(
      http.get(catalogueUrl('products'), async ({ request }) => {
        // Asked without accept-encoding, so the service answers plain JSON.
        const list = (await (await forward(new Request(request.url))).json()) as Record<
          string,
          string
        >[]
        return HttpResponse.json([
          ...list,
          { ...list[0], clave_producto: 'PP-13/B #2', aplicaciones_producto: 'Otra forma' },
        ])
      }),
    )
    const data = await loadProductPage('pp-13/b #2')
    expect(data?.product.key).toBe('PP-13/B #2')
    expect(data?.applications).toBeNull()
    expect(productPath('PP-13/B #2')).toBe('/pernos-para-puerta/pp-13%2Fb%20%232')
  })

  it('rejects when the API fails (the route shows its error, not a 404)', async () => {
    server.use(http.get(catalogueUrl('products'), () => new HttpResponse(null, { status: 500 })))
    await expect(loadProductPage('pp-2')).rejects.toThrow()
  })
})
