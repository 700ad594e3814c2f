import type { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiSearchPage, ApiSearchQuery } from '../../src/catalogue/contract.ts'
import { DOOR_PINS } from '../../src/catalogue/lines.ts'
import { openCatalogueDb } from './db.ts'
import { CATALOGUE_DIR } from './load-csv.ts'
import { createCatalogueSearch, DEFAULT_PAGE_SIZE } from './search.ts'
import { writeCatalogue } from './test-fixtures.ts'

// A make's answer carries the first page of each of its models, a model's the first page of each
// of its years: the browser shows the choice made next without asking. Each must be what that
// choice's own search answers: over the sample, and over a make of many parts (the sample has no
// model with more than a page in a year).

const TAGS = ['más vendido', 'nuevo', '-']
const crowded = Array.from({ length: 30 }, (_, i) => {
  const from = 1992 + ((i * 7) % 10)
  const tsuru = `Nissan|Tsuru|${from}-${from + 8 + (i % 9)}`
  // Every third part fits a second model too.
  const fits = i % 3 === 0 ? `${tsuru} ; Nissan|Sentra|${2000 + (i % 5)}-2012` : tsuru
  return `PP-${100 + i},Perno de bisagra ${i},${TAGS[i % 3]},-,${40 + i},8,${fits}`
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

const SORTS = [undefined, 'mas-vendidos', 'nuevo'] as const
/** Every part an answer sends, by key. */
const sent = (answer: ApiSearchPage) =>
  new Map(
    [...answer.productos, ...(answer.productos_paginas ?? [])].map((part) => [
      part.clave_producto,
      part,
    ]),
  )

describe('the pages an answer sends ahead', () => {
  it('are tried on many models, on years of more than a page and on models of more than one', () => {
    expect(sample.models.length).toBeGreaterThan(20)
    const years = dense.ask({ marca: 'Nissan', modelo: 'Tsuru' }).anios_paginas ?? []
    expect(years.some((page) => page.total > DEFAULT_PAGE_SIZE)).toBe(true)
    const models = dense.ask({ marca: 'Nissan' }).modelos_paginas ?? []
    expect(models.map((page) => page.modelo).sort()).toEqual(['Sentra', 'Tsuru'])
    expect(models.some((page) => page.total > DEFAULT_PAGE_SIZE)).toBe(true)
  })

  it.each(SORTS)("give every model's year what that year's search gives (sort %s)", (orden) => {
    for (const { ask, models } of [sample, dense]) {
      for (const { marca, modelo } of models) {
        const model = ask({ marca, modelo, orden })
        const parts = sent(model)
        expect(model.anios_paginas?.map((page) => page.anio)).toEqual(model.anios)
        for (const page of model.anios_paginas ?? []) {
          const year = ask({ marca, modelo, orden, anio: page.anio })
          expect({ modelo, anio: page.anio, total: page.total, keys: page.claves }).toEqual({
            modelo,
            anio: page.anio,
            total: year.total,
            keys: keys(year),
          })
          for (const part of year.productos) expect(parts.get(part.clave_producto)).toEqual(part)
        }
      }
    }
  })

  it.each(SORTS)(
    "give every make's model what that model's search gives (make sorted %s)",
    (orden) => {
      for (const { ask, models } of [sample, dense]) {
        const makes = [...new Set(models.map(({ marca }) => marca))]
        for (const marca of makes) {
          const make = ask({ marca, orden })
          const parts = sent(make)
          const pages = make.modelos_paginas ?? []
          expect(pages.map((page) => page.modelo).sort()).toEqual(
            models
              .filter((each) => each.marca === marca)
              .map((each) => each.modelo)
              .sort(),
          )
          for (const page of pages) {
            // Choosing a model drops the sort.
            const model = ask({ marca, modelo: page.modelo })
            expect(page).toEqual({
              modelo: page.modelo,
              total: model.total,
              anios: model.anios,
              claves: keys(model),
            })
            for (const part of model.productos) expect(parts.get(part.clave_producto)).toEqual(part)
          }
        }
      }
    },
  )

  it("send no part twice: the extra parts are those the answer's own page does not carry", () => {
    for (const answer of [
      dense.ask({ marca: 'Nissan', modelo: 'Tsuru' }),
      dense.ask({ marca: 'Nissan', orden: 'nuevo' }),
    ]) {
      const extra = (answer.productos_paginas ?? []).map((part) => part.clave_producto)
      expect(extra.length).toBeGreaterThan(0)
      expect(new Set(extra).size).toBe(extra.length)
      expect(extra.filter((key) => keys(answer).includes(key))).toEqual([])
    }
  })

  it('keep the measures asked, and the page size', () => {
    const query = { marca: 'Nissan', largo: 52, por_pagina: 3 }
    const make = dense.ask(query)
    for (const page of make.modelos_paginas ?? []) {
      const model = dense.ask({ ...query, modelo: page.modelo })
      expect([page.total, page.claves]).toEqual([model.total, keys(model)])
      for (const year of model.anios_paginas ?? []) {
        const asked = dense.ask({ ...query, modelo: page.modelo, anio: year.anio })
        expect([year.total, year.claves]).toEqual([asked.total, keys(asked)])
      }
    }
    expect(make.modelos_paginas?.length).toBeGreaterThan(0)
  })

  it("come with a make's or a model's list only: not with a year, a typed search or no make", () => {
    const { ask } = sample
    const sentAhead = (answer: ApiSearchPage) =>
      ['anios_paginas', 'modelos_paginas', 'productos_paginas'].filter((field) => field in answer)
    expect(sentAhead(ask({ marca: 'Nissan' }))).toEqual(['modelos_paginas', 'productos_paginas'])
    expect(sentAhead(ask({ marca: 'Nissan', modelo: 'Tsuru' }))).toEqual([
      'anios_paginas',
      'productos_paginas',
    ])
    expect(sentAhead(ask({ marca: 'Nissan', modelo: 'Tsuru', anio: 2010 }))).toEqual([])
    expect(sentAhead(ask({ marca: 'Nissan', q: 'bisagra' }))).toEqual([])
    expect(sentAhead(ask({ marca: 'Nissan', modelo: 'Tsuru', q: 'bisagra' }))).toEqual([])
    expect(sentAhead(ask({}))).toEqual([])
  })
})
