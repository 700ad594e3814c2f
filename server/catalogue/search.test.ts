import { afterAll, describe, expect, it } from 'vitest'
import type { ApiSearchPage } from '../../src/catalogue/contract.ts'
import { openCatalogueDb } from './db.ts'
import { createCatalogueSearch, DEFAULT_PAGE_SIZE } from './search.ts'
import { FACTS_HEADER, writeCatalogue } from './test-fixtures.ts'

// Another brand's number is written with its brand ('Pernotec 40710-5') and typed without it,
// in any spelling ('40710-5', '4 0 7 1 0-5'): typed whole, it is found before a number it only
// starts ('Bisalto 40710-59') and before parts that merely carry its words.

const db = openCatalogueDb(
  writeCatalogue(
    [
      // Its words name the number more often than PP-9's: by words alone it would come first.
      'PP-2,Perno 40710 5 de puerta,-,-,56,8,Nissan|Sentra|2000-2012,,,,,Bisalto 40710-59',
      'PP-9,Perno de puerta,-,-,52,8,Nissan|Tsuru|1992-2017,,,,,Pernotec 40710-5',
    ],
    FACTS_HEADER,
  ),
)
afterAll(() => db.close())
const search = createCatalogueSearch(db)
const keys = (q: string) =>
  (
    JSON.parse(search({ q, pagina: 1, por_pagina: DEFAULT_PAGE_SIZE })) as ApiSearchPage
  ).productos.map((part) => part.clave_producto)

describe("the search by another brand's number", () => {
  it.each(['4 0 7 1 0-5', '40710-5', '407105', '40710.5'])(
    '"%s" finds the part whose number it is first, then the number it starts',
    (q) => {
      expect(keys(q)).toEqual(['PP-9', 'PP-2'])
    },
  )

  it('with its brand, as before', () => {
    expect(keys('pernotec 40710 5')).toEqual(['PP-9'])
  })
})
