import { describe, expect, it } from 'vitest'
import type { ApiProduct, ApiSearchPage } from './contract'
import { reshapePagesAhead, reshapeSearchPage } from './reshape'

// An answer sends its next choices' first pages ahead (a model's years', a make's models'); what
// cannot be read is left out, and that choice is asked for when made.

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
const ahead = (value: unknown) => reshapePagesAhead(value, reshapeSearchPage(value))
const summary = ({ products, total, pages, years }: ReturnType<typeof reshapeSearchPage>) => ({
  keys: products.map((each) => each.key),
  total,
  pages,
  years,
})

describe('reshapePagesAhead', () => {
  it("gives each year its page, with the parts of the model's page and the extra ones", () => {
    const value = answer({
      anios_paginas: [
        { anio: 2002, total: 1, claves: ['PP-2'] },
        { anio: 2001, total: 3, claves: ['PP-3', 'PP-1'] },
      ],
      productos_paginas: [part('PP-3')],
    })
    const { years, models } = ahead(value)
    expect(models).toEqual([])
    expect(years.map(({ year, page }) => ({ year, ...summary(page) }))).toEqual([
      { year: 2002, keys: ['PP-2'], total: 1, pages: 1, years: [2002, 2001, 2000] },
      { year: 2001, keys: ['PP-3', 'PP-1'], total: 3, pages: 2, years: [2002, 2001, 2000] },
    ])
    expect(years[0]?.page).toMatchObject({ page: 1, pageSize: 2, lineTotal: 40 })
  })

  it("gives each model its page with the model's own years", () => {
    const value = answer({
      anios: [],
      modelos_paginas: [
        { modelo: 'Tsuru', total: 2, anios: [2002, 2001], claves: ['PP-1', 'PP-4'] },
        { modelo: 'Sentra', total: 1, anios: [2010], claves: ['PP-2'] },
      ],
      productos_paginas: [part('PP-4')],
    })
    expect(ahead(value).models.map(({ model, page }) => ({ model, ...summary(page) }))).toEqual([
      { model: 'Tsuru', keys: ['PP-1', 'PP-4'], total: 2, pages: 1, years: [2002, 2001] },
      { model: 'Sentra', keys: ['PP-2'], total: 1, pages: 1, years: [2010] },
    ])
  })

  it('leaves out a page with a part not sent, a year not of the model, too many parts or too few counted', () => {
    const value = answer({
      anios_paginas: [
        { anio: 2002, total: 1, claves: ['PP-9'] },
        { anio: 1999, total: 1, claves: ['PP-1'] },
        { anio: 2001, total: 3, claves: ['PP-1', 'PP-2', 'PP-1'] },
        { anio: 2000, total: 1, claves: ['PP-1', 'PP-2'] },
      ],
      modelos_paginas: [
        { modelo: 'Tsuru', total: 1, anios: [2002], claves: ['PP-9'] },
        { modelo: '', total: 1, anios: [2002], claves: ['PP-1'] },
      ],
    })
    expect(ahead(value)).toEqual({ years: [], models: [] })
  })

  it('reads an answer without them, or with them malformed, as none', () => {
    const none = { years: [], models: [] }
    expect(ahead(answer({}))).toEqual(none)
    expect(ahead({ ...(answer({}) as object), anios_paginas: 'all' })).toEqual(none)
    expect(
      ahead({
        ...(answer({}) as object),
        anios_paginas: [null, { anio: '2002' }],
        modelos_paginas: [7],
      }),
    ).toEqual(none)
  })
})
