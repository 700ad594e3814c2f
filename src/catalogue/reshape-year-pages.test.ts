import { describe, expect, it } from 'vitest'
import type { ApiProduct, ApiSearchPage } from './contract'
import { reshapeSearchPage, reshapeYearPages } from './reshape'

// A model's answer carries its years' first pages; what cannot be read is left out, and that
// year is asked for when chosen.

const part = (clave: string): ApiProduct => ({
  image_producto: '-',
  alt_producto: `Perno ${clave}`,
  clave_producto: clave,
  etiqueta_producto: '-',
  nombre_producto: `Perno ${clave}`,
  txt_adicional: '-',
  largo_producto: '52 mm',
  diametro_producto: '8 mm',
  aplicaciones_producto: 'Nissan Tsuru 2000–2002',
})

const answer = (more: Partial<ApiSearchPage>): unknown => ({
  total: 3,
  pagina: 1,
  paginas: 2,
  por_pagina: 2,
  total_linea: 40,
  anios: [2002, 2001, 2000],
  productos: [part('PP-1'), part('PP-2')],
  ...more,
})
const yearsOf = (value: unknown) =>
  reshapeYearPages(value, reshapeSearchPage(value)).map(({ year, page }) => ({
    year,
    keys: page.products.map((each) => each.key),
    total: page.total,
    pages: page.pages,
  }))

describe('reshapeYearPages', () => {
  it("gives each year its page, with the parts of the model's page and the extra ones", () => {
    const value = answer({
      anios_paginas: [
        { anio: 2002, total: 1, claves: ['PP-2'] },
        { anio: 2001, total: 3, claves: ['PP-3', 'PP-1'] },
      ],
      productos_anios: [part('PP-3')],
    })
    expect(yearsOf(value)).toEqual([
      { year: 2002, keys: ['PP-2'], total: 1, pages: 1 },
      { year: 2001, keys: ['PP-3', 'PP-1'], total: 3, pages: 2 },
    ])
    const [first] = reshapeYearPages(value, reshapeSearchPage(value))
    expect(first?.page).toMatchObject({
      page: 1,
      pageSize: 2,
      lineTotal: 40,
      years: [2002, 2001, 2000],
    })
  })

  it('leaves out a year with a part not sent, a year not of the model, too many parts or too few counted', () => {
    expect(
      yearsOf(
        answer({
          anios_paginas: [
            { anio: 2002, total: 1, claves: ['PP-9'] },
            { anio: 1999, total: 1, claves: ['PP-1'] },
            { anio: 2001, total: 3, claves: ['PP-1', 'PP-2', 'PP-1'] },
            { anio: 2000, total: 1, claves: ['PP-1', 'PP-2'] },
          ],
        }),
      ),
    ).toEqual([])
  })

  it('reads an answer without them, or with them malformed, as none', () => {
    expect(yearsOf(answer({}))).toEqual([])
    expect(yearsOf({ ...(answer({}) as object), anios_paginas: 'all' })).toEqual([])
    expect(yearsOf({ ...(answer({}) as object), anios_paginas: [null, { anio: '2002' }] })).toEqual(
      [],
    )
  })
})
