import type { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiSearchPage, ApiSearchQuery } from '../../src/catalogue/contract.ts'
import { DOOR_PINS } from '../../src/catalogue/lines.ts'
import { openCatalogueDb } from './db.ts'
import { CATALOGUE_DIR } from './load-csv.ts'
import { createCatalogueSearch, DEFAULT_PAGE_SIZE } from './search.ts'
import { writeCatalogue } from './test-fixtures.ts'

// A model's answer carries the first page of each of its years: the browser shows a year chosen
// next without asking. Each must be what that year's own search answers: over the sample, and
// over a model of many parts (the sample has none with more than a page in a year).

const TAGS = ['más vendido', 'nuevo', '-']
const crowded = Array.from({ length: 30 }, (_, i) => {
  const from = 1992 + ((i * 7) % 10)
  return `PP-${100 + i},Perno de bisagra ${i},${TAGS[i % 3]},-,${40 + i},8,Nissan|Tsuru|${from}-${from + 8 + (i % 9)}`
})
const dbs: DatabaseSync[] = []
afterAll(() => {
  for (const db of dbs) db.close()
})
function catalogueOf(dir: string) {
  const db = openCatalogueDb(dir)
  dbs.push(db)
  const search = createCatalogueSearch(db)
  const ask = (query: ApiSearchQuery) =>
    JSON.parse(
      search({ pagina: 1, por_pagina: DEFAULT_PAGE_SIZE, ...query }, DOOR_PINS),
    ) as ApiSearchPage
  const models = db
    .prepare(
      'SELECT DISTINCT m.brand AS marca, m.name AS modelo FROM models m ' +
        'JOIN applications a ON a.model = m.name WHERE a.line = ?',
    )
    .all(DOOR_PINS) as { marca: string; modelo: string }[]
  return { ask, models }
}
const sample = catalogueOf(CATALOGUE_DIR)
const dense = catalogueOf(writeCatalogue(crowded))
const keys = (page: ApiSearchPage) => page.productos.map((part) => part.clave_producto)

describe("a model's answer with its years' first pages", () => {
  it('is tried on many models, and on years of more than a page', () => {
    expect(sample.models.length).toBeGreaterThan(20)
    const { ask } = dense
    const pages = ask({ marca: 'Nissan', modelo: 'Tsuru' }).anios_paginas ?? []
    expect(pages.some((page) => page.total > DEFAULT_PAGE_SIZE)).toBe(true)
  })

  it.each([undefined, 'mas-vendidos', 'nuevo'] as const)(
    "gives every model's year what that year's search gives (sort %s)",
    (orden) => {
      for (const { ask, models } of [sample, dense])
        for (const { marca, modelo } of models) {
          const model = ask({ marca, modelo, orden })
          const sent = new Map(
            [...model.productos, ...(model.productos_anios ?? [])].map((part) => [
              part.clave_producto,
              part,
            ]),
          )
          expect(model.anios_paginas?.map((page) => page.anio)).toEqual(model.anios)
          for (const page of model.anios_paginas ?? []) {
            const year = ask({ marca, modelo, orden, anio: page.anio })
            expect({ modelo, anio: page.anio, total: page.total, keys: page.claves }).toEqual({
              modelo,
              anio: page.anio,
              total: year.total,
              keys: keys(year),
            })
            for (const part of year.productos) expect(sent.get(part.clave_producto)).toEqual(part)
          }
        }
    },
  )

  it("sends no part twice: the extra parts are those the model's own page does not carry", () => {
    const { ask } = dense
    const model = ask({ marca: 'Nissan', modelo: 'Tsuru' })
    const extra = (model.productos_anios ?? []).map((part) => part.clave_producto)
    expect(extra.length).toBeGreaterThan(0)
    expect(new Set(extra).size).toBe(extra.length)
    expect(extra.filter((key) => keys(model).includes(key))).toEqual([])
  })

  it('keeps the measures asked, and the page size', () => {
    const { ask } = dense
    const query = { marca: 'Nissan', modelo: 'Tsuru', largo: 52, por_pagina: 3 }
    const model = ask(query)
    for (const page of model.anios_paginas ?? []) {
      const year = ask({ ...query, anio: page.anio })
      expect([page.total, page.claves]).toEqual([year.total, keys(year)])
    }
    expect(model.anios_paginas?.length).toBeGreaterThan(0)
  })

  it('is sent only with a model, and neither with a year nor with a typed search', () => {
    const { ask } = sample
    expect(ask({ marca: 'Nissan' }).anios_paginas).toBeUndefined()
    expect(ask({ marca: 'Nissan', modelo: 'Tsuru', anio: 2010 }).anios_paginas).toBeUndefined()
    expect(ask({ marca: 'Nissan', modelo: 'Tsuru', q: 'bisagra' }).anios_paginas).toBeUndefined()
    expect(ask({}).productos_anios).toBeUndefined()
  })
})
