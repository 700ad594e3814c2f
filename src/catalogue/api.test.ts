import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { catalogueUrl, setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { CatalogueError, fetchCatalogueList, getBrands, getModels } from './api'
import { catalogueEndpoints } from './contract'
import { reshapeProducts } from './reshape'

const { server, late } = setupCatalogueServer()
const PRODUCTS = catalogueEndpoints.products()
const keys = (list: { key: string }[]) => list.map((p) => p.key)
/** Every door pin, as the client reshapes a list of parts. */
const getProducts = async () => reshapeProducts(await fetchCatalogueList(PRODUCTS))

describe('catalogue API client', () => {
  it('reshapes products into app types', async () => {
    const products = await getProducts()
    expect(keys(products)).toEqual([
      'PP-1',
      'PP-2',
      'PP-3',
      'PP-4',
      'PP-5',
      'PP-6',
      'PP-7',
      'PP-8',
      'PP-9',
      'PP-10',
      'PP-11',
      'PP-12',
    ])
    expect(products[1]).toEqual({
      key: 'PP-2',
      name: 'Perno de puerta delantera',
      image: 'pp-2',
      alt: 'Perno de puerta delantera PP-2 para Nissan Tsuru',
      tag: 'más vendido',
      note: 'Incluye seguro',
      length: '52 mm',
      diameter: '8 mm',
      applications: 'Nissan Tsuru 2000–2010',
      // The fixture's sheet has no facts columns: the service sends none, and none is known.
      position: null,
      piecesPerPack: null,
      finish: null,
      material: null,
      equivalences: [],
      fitNotes: [],
      line: 'pernos',
      measures: [
        { column: 'largo_mm', label: 'Largo', value: '52 mm' },
        { column: 'diametro_mm', label: 'Diámetro', value: '8 mm' },
      ],
    })
    // '-' means none.
    expect(products[0]).toMatchObject({ tag: null, note: null })
  })

  it('reshapes the facts an API sends, and takes what it cannot read as none', async () => {
    const product = {
      clave_producto: 'PP-1',
      nombre_producto: 'Perno de puerta trasera',
      posicion_producto: 'Puerta trasera · bisagra inferior · ambos lados',
      piezas_por_paquete: '2',
      acabado_producto: ' Tropicalizado ',
      material_producto: 'Acero 1045 con buje de latón',
      equivalencias_producto: 'Nissan 80420-01A05 | Pernotec 40710-5',
    }
    const odd = {
      clave_producto: 'PP-2',
      posicion_producto: '-',
      piezas_por_paquete: '2 pzas',
      acabado_producto: '',
      equivalencias_producto: ' | - | Pernotec 40710-6 | ',
      // A part of a line that fits no car in particular.
      aplicaciones_producto: '-',
    }
    server.use(http.get(catalogueUrl('products'), () => HttpResponse.json([product, odd])))
    const [withFacts, withOdd] = await getProducts()
    expect(withFacts).toMatchObject({
      position: 'Puerta trasera · bisagra inferior · ambos lados',
      piecesPerPack: 2,
      finish: 'Tropicalizado',
      material: 'Acero 1045 con buje de latón',
      equivalences: ['Nissan 80420-01A05', 'Pernotec 40710-5'],
    })
    expect(withOdd).toMatchObject({
      position: null,
      piecesPerPack: null,
      finish: null,
      material: null,
      equivalences: ['Pernotec 40710-6'],
      applications: '',
    })
  })

  it("reads the applications' fitment notes, and drops what it cannot read", async () => {
    const products = await getProducts()
    expect(products.find((p) => p.key === 'PP-7')?.fitNotes).toEqual([
      { make: 'Nissan', model: 'Tsuru', note: 'Solo puerta izquierda' },
    ])
    const odd = {
      clave_producto: 'PP-2',
      aplicaciones_producto: 'Nissan Tsuru 1992–2004 · Nissan Sentra 2000',
      aplicaciones_lista_producto: [
        { marca: 'Nissan', modelo: 'Tsuru', desde: 1992, hasta: 2004, nota: ' Sedán, serie B13 ' },
        { marca: 'Nissan', modelo: 'Sentra', desde: 2000, hasta: 2000, nota: '' },
        { marca: 'Nissan', nota: 'Sin modelo' },
        'Nissan March',
        { marca: 'Nissan', modelo: 'March', nota: 'x'.repeat(200) },
      ],
    }
    server.use(
      http.get(catalogueUrl('products'), () =>
        HttpResponse.json([odd, { clave_producto: 'PP-3', aplicaciones_lista_producto: 'x' }]),
      ),
    )
    const [withNotes, withOdd] = await getProducts()
    expect(withNotes?.fitNotes).toEqual([
      { make: 'Nissan', model: 'Tsuru', note: 'Sedán, serie B13' },
    ])
    expect(withOdd?.fitNotes).toEqual([])
  })

  it('reshapes brands and models', async () => {
    expect(await getBrands()).toEqual([
      { name: 'Nissan', total: 10 },
      { name: 'Peugeot', total: 2 },
    ])
    expect(await getModels('Peugeot')).toEqual([{ name: '206', total: 2 }])
    expect(await getModels('Nissan')).toEqual([
      { name: 'March', total: 2 },
      { name: 'Sentra', total: 3 },
      { name: 'Tsuru', total: 5 },
    ])
  })

  it('encodes names with encodeURIComponent', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname)
    })
    // The service answers an empty list for an unknown model; it could not route a bad encoding.
    expect(
      await fetchCatalogueList(catalogueEndpoints.productsByModel('NP300 Estacas / Chasís')),
    ).toEqual([])
    server.events.removeAllListeners()
    expect(seen).toEqual(['/api/productos/modelo/NP300%20Estacas%20%2F%20Chas%C3%ADs'])
  })

  /** The service's list of all products, half a second late. */
  const slowProducts = () => late('products', 500)

  const failures: [string, () => Response | Promise<Response>, string][] = [
    ['a 500', () => HttpResponse.json({ error: 'x' }, { status: 500 }), 'status'],
    ['a 404', () => new HttpResponse(null, { status: 404 }), 'status'],
    ['non-JSON', () => HttpResponse.text('<html>oops</html>'), 'not-json'],
    ['a non-array', () => HttpResponse.json({ productos: [] }), 'not-array'],
    ['a network error', () => HttpResponse.error(), 'network'],
  ]
  for (const [name, answer, reason] of failures) {
    it(`fails on ${name}`, async () => {
      server.use(http.get(catalogueUrl('products'), answer))
      const error = await fetchCatalogueList(PRODUCTS).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(CatalogueError)
      expect((error as CatalogueError).reason).toBe(reason)
    })
  }

  it('fails after its timeout', async () => {
    server.use(slowProducts())
    const error = await fetchCatalogueList(PRODUCTS, undefined, 50).catch((e: unknown) => e)
    expect((error as CatalogueError).reason).toBe('timeout')
  })

  it("rejects with an AbortError when the caller's signal aborts", async () => {
    server.use(slowProducts())
    const controller = new AbortController()
    const pending = fetchCatalogueList(PRODUCTS, controller.signal)
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(CatalogueError)
    expect((error as Error).name).toBe('AbortError')
  })
})
