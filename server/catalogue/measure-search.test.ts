import type { DatabaseSync } from 'node:sqlite'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiSearchPage,
  catalogueEndpoints,
  searchEndpoint,
} from '../../src/catalogue/contract.ts'
import { createCatalogueApi } from './api.ts'
import { openCatalogueDb } from './db.ts'
import { CATALOGUE_DIR } from './load-csv.ts'
import { writeCatalogue } from './test-fixtures.ts'

// A search by the measures of the part in hand: `largo`, `diametro` (millimetres, each with its
// tolerance) and `rosca` narrow a line's search like make, model and year; a value the search
// cannot read is refused with a Spanish 400, never taken for no value.

let db: DatabaseSync
let app: Hono
beforeAll(() => {
  db = openCatalogueDb(
    writeCatalogue(
      [
        'PP-1,Perno de puerta,-,-,45,9.5,Nissan|Tsuru|2001-2017',
        'PP-2,Perno de puerta,-,-,45.5,9.3,Nissan|Sentra|2000-2012',
        'PP-3,Perno de puerta,-,-,45,9,Nissan|Tsuru|1992-2017',
        'PP-4,Perno de puerta,-,-,46,9.5,Nissan|Tsuru|1992-2017',
        'PP-5,Perno de puerta,-,-,65,9.5,Nissan|Tsuru|1992-2000',
      ],
      undefined,
      {
        birlos: [
          'BR-1215,Birlo,-,-,M12 × 1.5,40,14.3,De presión,Toyota|Corolla|2003-2019,,,,,',
          'BR-1225,Birlo,-,-,M12 × 1.25,40,14.3,De presión,Nissan|Tsuru|1992-2017,,,,,',
          'BR-1245,Birlo,-,-,M12 × 1.5,45,14.3,De presión,Honda|Civic|2001-2005,,,,,',
          'BR-1220,Birlo,-,-,1/2-20 UNF,40,15.6,De presión,Ford|F-150|1997-2004,,,,,',
        ],
      },
    ),
  )
  app = new Hono().route('/api', createCatalogueApi({ db }))
})
afterAll(() => db.close())

async function keys(path: string): Promise<string[]> {
  const response = await app.request(`/api${path}`)
  expect(response.status, path).toBe(200)
  return ((await response.json()) as ApiSearchPage).productos.map((p) => p.clave_producto)
}

async function refusal(path: string): Promise<{ status: number; error: string }> {
  const response = await app.request(`/api${path}`)
  return { status: response.status, error: ((await response.json()) as { error: string }).error }
}

describe('the door pins by length and diameter', () => {
  it('finds the pins within ±0.5 mm of the length and ±0.2 mm of the diameter', async () => {
    expect(await keys('/pernos/buscar?largo=45&diametro=9.5')).toEqual(['PP-1', 'PP-2'])
  })

  it('takes each measure alone', async () => {
    expect(await keys('/pernos/buscar?largo=45')).toEqual(['PP-1', 'PP-2', 'PP-3'])
    expect(await keys('/pernos/buscar?diametro=9.5')).toEqual(['PP-1', 'PP-2', 'PP-4', 'PP-5'])
  })

  it('takes them together with a vehicle', async () => {
    expect(
      await keys('/pernos/buscar?marca=Nissan&modelo=Tsuru&anio=2005&largo=45&diametro=9.5'),
    ).toEqual(['PP-1'])
  })

  it('reads a measure as people write it', async () => {
    expect(await keys('/pernos/buscar?largo=45%20mm&diametro=9%2C5')).toEqual(['PP-1', 'PP-2'])
  })

  it('is asked by the client in the same spelling', async () => {
    expect(await keys(searchEndpoint({ largo: 45, diametro: 9.5 }, 'pernos'))).toEqual([
      'PP-1',
      'PP-2',
    ])
  })
})

describe('the studs by thread and length', () => {
  it('finds a thread in any spelling, and every pitch of a size typed without one', async () => {
    expect(await keys('/birlos/buscar?rosca=m12x1.5')).toEqual(['BR-1215', 'BR-1245'])
    expect(await keys('/birlos/buscar?rosca=12%20x%201.25')).toEqual(['BR-1225'])
    expect(await keys('/birlos/buscar?rosca=M12')).toEqual(['BR-1215', 'BR-1225', 'BR-1245'])
    expect(await keys('/birlos/buscar?rosca=1%2F2-20')).toEqual(['BR-1220'])
  })

  it('narrows a thread by length', async () => {
    expect(await keys('/birlos/buscar?rosca=M12x1.5&largo=45')).toEqual(['BR-1245'])
  })
})

describe('a measure the search cannot use', () => {
  it.each([
    [
      '/pernos/buscar?largo=cuarenta',
      'Escribe el largo en milímetros, solo con números: por ejemplo 52.',
    ],
    [
      '/pernos/buscar?diametro=9.5.1',
      'Escribe el diámetro en milímetros, solo con números: por ejemplo 7.9 o 7,9.',
    ],
    ['/pernos/buscar?largo=900', 'El largo de un perno va de 5 a 500 mm; revisa la lectura.'],
    ['/pernos/buscar?rosca=M12', 'Pernos para puerta no se buscan por rosca.'],
    [
      '/birlos/buscar?rosca=fina',
      'Escribe la rosca como viene en la pieza, por ejemplo M12 × 1.5, M12x1.5 o 1/2-20 (pulgadas).',
    ],
    ['/buscar?largo=45', 'Las medidas se buscan dentro de una línea: /api/{línea}/buscar.'],
  ])('%s is refused with a Spanish 400', async (path, error) => {
    expect(await refusal(path)).toEqual({ status: 400, error })
  })

  it('an empty one is no measure', async () => {
    expect(await keys('/pernos/buscar?largo=&diametro=')).toHaveLength(5)
  })
})

describe('the specification', () => {
  it("leaves the door pins' six endpoints as they were", async () => {
    const response = await app.request(`/api${catalogueEndpoints.products()}?largo=45`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as unknown[]).length).toBe(5)
  })
})

describe('the sample catalogue', () => {
  it('finds PP-98 by 45 × 9.5 mm, among at most three', async () => {
    const sample = openCatalogueDb(CATALOGUE_DIR)
    try {
      const sampleApp = new Hono().route('/api', createCatalogueApi({ db: sample }))
      const response = await sampleApp.request('/api/pernos/buscar?largo=45&diametro=9.5')
      const page = (await response.json()) as ApiSearchPage
      expect(page.productos.map((p) => p.clave_producto)).toContain('PP-98')
      expect(page.total).toBeLessThanOrEqual(3)
    } finally {
      sample.close()
    }
  })
})
