import type { DatabaseSync } from 'node:sqlite'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiBrand,
  type ApiModel,
  type ApiProduct,
  type ApiSearchPage,
  catalogueEndpoints as endpoints,
  lineEndpoints,
  partEndpoint,
  searchEndpoint,
} from '../../src/catalogue/contract.ts'
import { createCatalogueApi } from './api.ts'
import { openCatalogueDb } from './db.ts'
import { CATALOGUE_DIR } from './load-csv.ts'
import { EDGE_CATALOGUE, lineHeader, writeCatalogue } from './test-fixtures.ts'

const PRODUCT_FIELDS = [
  'image_producto',
  'alt_producto',
  'clave_producto',
  'etiqueta_producto',
  'nombre_producto',
  'txt_adicional',
  'largo_producto',
  'diametro_producto',
  'aplicaciones_producto',
]
const FACT_FIELDS = [
  'posicion_producto',
  'piezas_por_paquete',
  'acabado_producto',
  'material_producto',
  'equivalencias_producto',
]

const spanish = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

async function getJson<T>(app: Hono, path: string): Promise<T> {
  const response = await app.request(`/api${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

function mount(db: DatabaseSync, corsOrigin?: string): Hono {
  return new Hono().route('/api', createCatalogueApi({ db, corsOrigin }))
}

describe('catalogue API over the sample catalogue', () => {
  let db: DatabaseSync
  let app: Hono
  let products: ApiProduct[]
  let brands: ApiBrand[]
  let models: ApiModel[]

  beforeAll(async () => {
    db = openCatalogueDb(CATALOGUE_DIR)
    app = mount(db)
    products = await getJson(app, endpoints.products())
    brands = await getJson(app, endpoints.brands())
    models = await getJson(app, endpoints.models())
  })
  afterAll(() => db.close())

  it('holds a realistic sample: 150+ products, 12+ brands, 60+ models', () => {
    expect(products.length).toBeGreaterThanOrEqual(150)
    expect(brands.length).toBeGreaterThanOrEqual(12)
    expect(models.length).toBeGreaterThanOrEqual(60)
  })

  it('answers products with the contract fields, all strings; facts only when known', () => {
    for (const product of products) {
      const { aplicaciones_lista_producto: list, ...rest } = product
      const fields = Object.keys(rest)
      expect(fields.slice(0, PRODUCT_FIELDS.length)).toEqual(PRODUCT_FIELDS)
      for (const value of Object.values(rest)) expect(typeof value).toBe('string')
      // A fact the sheet does not know is left out, never sent empty or as '-'.
      for (const field of fields.slice(PRODUCT_FIELDS.length)) {
        expect(FACT_FIELDS).toContain(field)
        expect(product[field as keyof ApiProduct]).toMatch(/^(?!-$)\S/)
      }
      // The applications' objects come only with a fitment note, and say what the text says.
      if (list === undefined) continue
      expect(list.some((a) => typeof a.nota === 'string' && a.nota !== '')).toBe(true)
      expect(
        list
          .map(
            (a) =>
              `${a.marca} ${a.modelo} ${a.desde === a.hasta ? a.desde : `${a.desde}–${a.hasta}`}`,
          )
          .join(' · '),
      ).toBe(product.aplicaciones_producto)
    }
  })

  it('gives the Tsuru 2005’s door pins fitment notes that tell them apart', () => {
    const tsuru = products.filter((p) =>
      p.aplicaciones_lista_producto?.some(
        (a) => a.modelo === 'Tsuru' && a.desde <= 2005 && 2005 <= a.hasta,
      ),
    )
    const notes = tsuru.map(
      (p) => p.aplicaciones_lista_producto?.find((a) => a.modelo === 'Tsuru')?.nota,
    )
    expect(tsuru.map((p) => p.clave_producto)).toEqual(['PP-3', 'PP-6', 'PP-92', 'PP-98'])
    expect(new Set(notes).size).toBe(4)
  })

  it('gives every sample product its facts, and PP-1 the equivalences other tests search', () => {
    for (const product of products) {
      expect(product, product.clave_producto).toMatchObject({
        posicion_producto: expect.any(String),
        piezas_por_paquete: expect.stringMatching(/^\d+$/),
        acabado_producto: expect.any(String),
      })
    }
    expect(products.find((p) => p.clave_producto === 'PP-1')?.equivalencias_producto).toBe(
      'Nissan 80420-01A05 | Pernotec 40710-5',
    )
  })

  it('lists products in natural key order and brands and models alphabetically', () => {
    const keys = products.map((p) => p.clave_producto)
    expect(keys).toEqual(keys.toSorted(new Intl.Collator('es', { numeric: true }).compare))
    expect(keys.indexOf('PP-2')).toBeLessThan(keys.indexOf('PP-10'))
    const brandNames = brands.map((b) => b.marca)
    expect(brandNames).toEqual(brandNames.toSorted(spanish.compare))
    const modelNames = models.map((m) => m.modelo)
    expect(modelNames).toEqual(modelNames.toSorted(spanish.compare))
  })

  it('gives every brand a total equal to the length of its product list', async () => {
    for (const { marca, total } of brands) {
      const list = await getJson<ApiProduct[]>(app, endpoints.productsByBrand(marca))
      expect(list.length, marca).toBe(total)
      expect(total, marca).toBeGreaterThan(0)
      for (const p of list) expect(p.aplicaciones_producto, marca).toContain(marca)
    }
  })

  it('gives every model a total equal to the length of its product list', async () => {
    for (const { modelo, total } of models) {
      const list = await getJson<ApiProduct[]>(app, endpoints.productsByModel(modelo))
      expect(list.length, modelo).toBe(total)
      expect(total, modelo).toBeGreaterThan(0)
    }
  })

  it('splits the models among brands with the same totals', async () => {
    const byBrand: ApiModel[] = []
    for (const { marca } of brands) {
      const list = await getJson<ApiModel[]>(app, endpoints.modelsByBrand(marca))
      const names = list.map((m) => m.modelo)
      expect(names, marca).toEqual(names.toSorted(spanish.compare))
      byBrand.push(...list)
    }
    expect(byBrand.toSorted((a, b) => spanish.compare(a.modelo, b.modelo))).toEqual(models)
  })
})

describe('catalogue API edge cases', () => {
  let db: DatabaseSync
  let app: Hono

  beforeAll(() => {
    db = openCatalogueDb(writeCatalogue(EDGE_CATALOGUE))
    app = mount(db)
  })
  afterAll(() => db.close())

  const keysOf = (list: ApiProduct[]) => list.map((p) => p.clave_producto)

  it('serves JSON with the cache policy on every endpoint', async () => {
    const paths = [
      endpoints.products(),
      endpoints.brands(),
      endpoints.models(),
      endpoints.productsByBrand('Nissan'),
      endpoints.modelsByBrand('Nissan'),
      endpoints.productsByModel('Tsuru'),
    ]
    for (const path of paths) {
      const response = await app.request(`/api${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=300, stale-while-revalidate=3600',
      )
      expect(Array.isArray(await response.json()), path).toBe(true)
    }
  })

  it('composes the product fields from the spreadsheet row', async () => {
    const products = await getJson<ApiProduct[]>(app, endpoints.products())
    expect(keysOf(products)).toEqual(['PP-1', 'PP-2', 'PP-2S', 'PP-10', 'PP-30'])
    expect(products[1]).toEqual({
      image_producto: 'pp-2',
      alt_producto: 'Perno de puerta PP-2 para Volkswagen Sedán y 1 modelo más',
      clave_producto: 'PP-2',
      etiqueta_producto: 'nuevo',
      nombre_producto: 'Perno de puerta',
      txt_adicional: 'Incluye 2 bujes',
      largo_producto: '52 mm',
      diametro_producto: '8 mm',
      aplicaciones_producto: 'Volkswagen Sedán 1970–2003 · Nissan Tsuru 1992',
    })
    expect(products[0]?.etiqueta_producto).toBe('-')
    expect(products[0]?.txt_adicional).toBe('-')
    expect(products[2]?.nombre_producto).toBe('Perno sobremedida, 0.5 mm')
  })

  it('counts distinct products per brand and model', async () => {
    expect(await getJson(app, endpoints.brands())).toEqual([
      { marca: 'Dodge', total: 1 },
      { marca: 'Nissan', total: 2 },
      { marca: 'Peugeot', total: 1 },
      { marca: 'Prueba & Cía', total: 1 },
      { marca: 'Volkswagen', total: 2 },
    ])
    expect(await getJson(app, endpoints.modelsByBrand('Volkswagen'))).toEqual([
      { modelo: 'Sedán', total: 2 },
    ])
  })

  it.each([
    ['Ram 1500/2500', ['PP-10']],
    ['Sedán', ['PP-2', 'PP-2S']],
    ['NP300 Estacas / Chasís', ['PP-1']],
    ['206', ['PP-10']],
    ['Serie #1 ?50%', ['PP-30']],
  ])('round-trips the encoded model name %s', async (model, keys) => {
    expect(keysOf(await getJson(app, endpoints.productsByModel(model)))).toEqual(keys)
  })

  it('round-trips encoded brand names', async () => {
    expect(keysOf(await getJson(app, endpoints.productsByBrand('Prueba & Cía')))).toEqual(['PP-30'])
    expect(await getJson(app, endpoints.modelsByBrand('Prueba & Cía'))).toEqual([
      { modelo: 'Serie #1 ?50%', total: 1 },
    ])
  })

  it('matches a name sent with decomposed accents', async () => {
    const decomposed = 'Sedán'.normalize('NFD')
    expect(keysOf(await getJson(app, endpoints.productsByModel(decomposed)))).toEqual([
      'PP-2',
      'PP-2S',
    ])
  })

  it('answers an empty list for unknown names', async () => {
    expect(await getJson(app, endpoints.productsByBrand('Lamborghini'))).toEqual([])
    expect(await getJson(app, endpoints.modelsByBrand('Lamborghini'))).toEqual([])
    expect(await getJson(app, endpoints.productsByModel('Countach'))).toEqual([])
    expect(await getJson(app, endpoints.productsByModel('sedán'))).toEqual([])
  })

  it.each(["' OR 1=1 --", '"; DROP TABLE products; --', "Sedán'; DELETE FROM applications; --"])(
    'treats %s as a plain name',
    async (attack) => {
      expect(await getJson(app, endpoints.productsByBrand(attack))).toEqual([])
      expect(await getJson(app, endpoints.modelsByBrand(attack))).toEqual([])
      expect(await getJson(app, endpoints.productsByModel(attack))).toEqual([])
      expect(await getJson<ApiProduct[]>(app, endpoints.products())).toHaveLength(5)
      expect(await getJson<ApiModel[]>(app, endpoints.modelsByBrand('Volkswagen'))).toHaveLength(1)
    },
  )

  it.each([
    '/productos/marca/%E0%A4%A',
    '/modelos/marca/%C3',
    '/productos/modelo/Sed%ZZn',
    '/productos/modelo/100%',
  ])('rejects the malformed encoding in %s with a JSON 400', async (path) => {
    const response = await app.request(`/api${path}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: expect.any(String) })
  })

  it('ignores the query string when reading a name', async () => {
    const path = `${endpoints.productsByModel('Tsuru')}?v=%ZZ#x`
    expect(keysOf(await getJson(app, path))).toEqual(['PP-2'])
  })

  it('sends no CORS header when no origin is configured', async () => {
    const response = await app.request('/api/marcas', {
      headers: { Origin: 'https://example.com' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('allows only the configured CORS origin', async () => {
    const origin = 'https://pernos.example.mx'
    const corsApp = mount(db, origin)
    const allowed = await corsApp.request('/api/marcas', { headers: { Origin: origin } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
    const other = await corsApp.request('/api/marcas', {
      headers: { Origin: 'https://otro.example.com' },
    })
    expect(other.status).toBe(200)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await corsApp.request('/api/productos', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
  })
})

describe('catalogue API answers computed once per catalogue load', () => {
  let db: DatabaseSync
  let app: Hono
  beforeAll(() => {
    db = openCatalogueDb(CATALOGUE_DIR)
    app = mount(db)
  })
  afterAll(() => db.close())

  const paths = [
    endpoints.products(),
    endpoints.brands(),
    endpoints.models(),
    endpoints.productsByBrand('Volkswagen'),
    endpoints.modelsByBrand('Volkswagen'),
    endpoints.productsByModel('Sedán'),
    endpoints.productsByModel('No existe'),
    lineEndpoints('pernos').productsByBrand('Nissan'),
    searchEndpoint({ q: 'tsuru' }),
    partEndpoint('pp-1'),
  ]

  it.each(paths)('%s: sends Brotli or gzip as accepted, the same JSON either way', async (path) => {
    const plain = await app.request(`/api${path}`)
    const text = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    // Below a kilobyte an answer is sent as it is, whatever the client accepts.
    const compressed = new TextEncoder().encode(text).length >= 1024
    const br = await app.request(`/api${path}`, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe(compressed ? 'br' : null)
    const brBody = Buffer.from(await br.arrayBuffer())
    expect((compressed ? brotliDecompressSync(brBody) : brBody).toString()).toBe(text)
    const gz = await app.request(`/api${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe(compressed ? 'gzip' : null)
    const gzBody = Buffer.from(await gz.arrayBuffer())
    expect((compressed ? gunzipSync(gzBody) : gzBody).toString()).toBe(text)
  })

  it.each(paths)('%s: answers a matching If-None-Match with 304 and no body', async (path) => {
    const first = await app.request(`/api${path}`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    const again = await app.request(`/api${path}`, { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
  })

  it('answers the lists the import wrote, whatever the tables hold since', async () => {
    const before = await getJson<ApiProduct[]>(app, lineEndpoints('pernos').products())
    db.exec('PRAGMA query_only = OFF')
    db.exec('DELETE FROM applications; DELETE FROM part_numbers; DELETE FROM parts')
    expect(await getJson<ApiProduct[]>(app, endpoints.products())).toEqual(before)
  })
})

describe('every line under its prefix, a part by its key, and the search', () => {
  let db: DatabaseSync
  let app: Hono
  // birlos: clave,nombre,etiqueta,txt_adicional,rosca,largo_mm,moleteado_mm,tipo,aplicaciones…
  const STUDS = [
    'BR-1215,Birlo,más vendido,-,M12x1.5,40,14.3,Removible hexagonal,Toyota|Corolla|2003-2019',
    'BR-1225,Birlo,-,-,M12 × 1.25,45,14.3,Removible hexagonal,Nissan|Tsuru|1992-2017 ; Nissan|Sentra|2000-2012',
    'BR-1415,Birlo largo,nuevo,-,m14 x 1.5,60,,Integrado al cubo,Ford|Lobo|2004-2014',
  ].map((row) => `${row},,,,,`)
  beforeAll(() => {
    expect(lineHeader('birlos')).toMatch(
      /^clave,nombre,etiqueta,txt_adicional,rosca,largo_mm,moleteado_mm,tipo,aplicaciones/,
    )
    db = openCatalogueDb(
      writeCatalogue(
        [
          'PP-1,Perno de puerta,-,-,52,8,Nissan|Tsuru|1992-2017',
          'PP-2,Perno de puerta,más vendido,-,56,8,Nissan|Sentra|2000-2012',
          'PP-3,Perno de bisagra,nuevo,-,50,7,Nissan|Tsuru|2005-2010',
        ],
        undefined,
        { birlos: STUDS },
      ),
    )
    app = mount(db)
  })
  afterAll(() => db.close())
  const keysOf = (list: ApiProduct[]) => list.map((p) => p.clave_producto)
  const search = (query: Parameters<typeof searchEndpoint>[0], line?: string) =>
    getJson<ApiSearchPage>(app, searchEndpoint(query, line))

  it("answers a line's six lists under its prefix, the door pins' also at the root", async () => {
    const studs = lineEndpoints('birlos')
    expect(keysOf(await getJson(app, studs.products()))).toEqual(['BR-1215', 'BR-1225', 'BR-1415'])
    expect(await getJson(app, studs.brands())).toEqual([
      { marca: 'Ford', total: 1 },
      { marca: 'Nissan', total: 1 },
      { marca: 'Toyota', total: 1 },
    ])
    expect(await getJson(app, studs.modelsByBrand('Nissan'))).toEqual([
      { modelo: 'Sentra', total: 1 },
      { modelo: 'Tsuru', total: 1 },
    ])
    expect(keysOf(await getJson(app, studs.productsByModel('Tsuru')))).toEqual(['BR-1225'])
    expect(keysOf(await getJson(app, studs.productsByBrand('Nissan')))).toEqual(['BR-1225'])
    // The door pins' lists hold door pins only, at the root and under their prefix alike.
    const pins = lineEndpoints('pernos')
    expect(keysOf(await getJson(app, endpoints.products()))).toEqual(['PP-1', 'PP-2', 'PP-3'])
    expect(await getJson(app, pins.products())).toEqual(await getJson(app, endpoints.products()))
    expect(await getJson(app, endpoints.brands())).toEqual([{ marca: 'Nissan', total: 3 }])
  })

  it("sends a stud's measures and line, and a door pin's fields as the specification has them", async () => {
    const [stud] = await getJson<ApiProduct[]>(app, partEndpoint('br-1225'))
    expect(stud).toMatchObject({
      clave_producto: 'BR-1225',
      linea_producto: 'birlos',
      largo_producto: '45 mm',
      medidas_producto: {
        rosca: 'M12 × 1.25',
        largo_mm: '45 mm',
        moleteado_mm: '14.3 mm',
        tipo: 'Removible hexagonal',
      },
    })
    const [pin] = await getJson<ApiProduct[]>(app, partEndpoint('PP-1'))
    expect(Object.keys(pin ?? {})).toEqual(PRODUCT_FIELDS)
    expect(await getJson(app, partEndpoint('XX-404'))).toEqual([])
  })

  it('answers 404 for a line that does not exist', async () => {
    expect((await app.request('/api/tornillos/productos')).status).toBe(404)
    expect((await app.request('/api/tornillos/buscar')).status).toBe(404)
  })

  it.each(['M12 x 1.5', 'm12x1.5', 'M12 × 1.5', '12x1.5', 'M 12 X 1,5'])(
    'finds a thread typed as %s',
    async (q) => {
      expect(keysOf((await search({ q })).productos)).toEqual(['BR-1215'])
    },
  )

  it.each(['M12 x 1.25', 'm12x1.25', '12 × 1.25', 'M12 × 1.25', 'M12-1.25', 'M12 1.25'])(
    'finds a thread typed as %s, whatever the separator',
    async (q) => {
      expect(keysOf((await search({ q })).productos)).toEqual(['BR-1225'])
    },
  )

  it('ranks a part number typed in any spelling first', async () => {
    const page = await search({ q: 'br 1225' })
    expect(keysOf(page.productos)[0]).toBe('BR-1225')
    expect(keysOf((await search({ q: 'pp1' })).productos)[0]).toBe('PP-1')
  })

  it('forgives a typo in a word of four letters or more, never in a number', async () => {
    expect(keysOf((await search({ q: 'tsuro' }, 'pernos')).productos)).toEqual(['PP-1', 'PP-3'])
    expect(keysOf((await search({ q: 'nisan sentar' }, 'pernos')).productos)).toEqual([])
    expect(keysOf((await search({ q: 'bisagre' }, 'pernos')).productos)).toEqual(['PP-3'])
    expect(keysOf((await search({ q: 'nisan sentra' }, 'pernos')).productos)).toEqual(['PP-2'])
    expect((await search({ q: 'BR-1226' })).total).toBe(0)
    expect((await search({ q: '1226' })).total).toBe(0)
    // Three letters are taken as typed.
    expect((await search({ q: 'tsu' }, 'pernos')).total).toBe(2)
    expect((await search({ q: 'tso' }, 'pernos')).total).toBe(0)
  })

  it('narrows by make, model and year, and pages at the size asked', async () => {
    const tsuru = await search({ marca: 'Nissan', modelo: 'Tsuru' }, 'pernos')
    expect(keysOf(tsuru.productos)).toEqual(['PP-1', 'PP-3'])
    expect(tsuru.anios[0]).toBe(2017)
    expect(tsuru.anios.at(-1)).toBe(1992)
    expect(
      keysOf((await search({ marca: 'Nissan', modelo: 'Tsuru', anio: 2000 }, 'pernos')).productos),
    ).toEqual(['PP-1'])
    const paged = await search({ por_pagina: 2, pagina: 2 }, 'pernos')
    expect(paged).toMatchObject({ total: 3, pagina: 2, paginas: 2, por_pagina: 2, total_linea: 3 })
    expect(keysOf(paged.productos)).toEqual(['PP-3'])
    // A page past the last is the last.
    expect((await search({ pagina: 99 }, 'pernos')).pagina).toBe(1)
  })

  it('puts the chosen tag first, and searches every line without one', async () => {
    expect(keysOf((await search({ orden: 'nuevo' }, 'pernos')).productos)).toEqual([
      'PP-3',
      'PP-1',
      'PP-2',
    ])
    expect(keysOf((await search({ orden: 'mas-vendidos' }, 'pernos')).productos)[0]).toBe('PP-2')
    const everything = await search({ q: 'tsuru' })
    expect(everything.total_linea).toBe(6)
    expect(keysOf(everything.productos).sort()).toEqual(['BR-1225', 'PP-1', 'PP-3'])
  })

  it('ignores values it cannot use instead of failing', async () => {
    const page = await getJson<ApiSearchPage>(
      app,
      '/pernos/buscar?pagina=-1&por_pagina=1000&anio=dos&orden=precio',
    )
    expect(page).toMatchObject({ pagina: 1, por_pagina: 9, total: 3 })
  })
})

describe('an inch thread', () => {
  let db: DatabaseSync
  let app: Hono
  beforeAll(() => {
    db = openCatalogueDb(
      writeCatalogue(
        // A door pin whose numbers hold a 1, a 2 and a 20 (length 120 mm, year 2012).
        ['PP-1,Perno de puerta 1 2,-,-,120,8,Nissan|Tsuru|2012-2017'],
        undefined,
        {
          birlos: [
            'BR-1220,Birlo,-,-,1/2-20 UNF,50.8,15.6,De presión,Ford|F-150|1997-2004,,,,,',
            'BR-916,Birlo,-,-,9/16-18 UNF,50.8,15.6,De presión,Ford|Lobo|2004-2014,,,,,',
          ],
        },
      ),
    )
    app = mount(db)
  })
  afterAll(() => db.close())

  it.each(['1/2-20', '1/2″-20', '1/2" - 20 UNF', '1/2 x 20', '1/2'])(
    'typed as %s finds its parts, and none that merely has its numbers',
    async (q) => {
      const page = await getJson<ApiSearchPage>(app, searchEndpoint({ q }))
      expect(page.productos.map((p) => p.clave_producto)).toEqual(['BR-1220'])
    },
  )
})
