import { describe, expect, it } from 'vitest'
import { validateCatalogueSearch as validate } from './search-params'

describe('validateCatalogueSearch', () => {
  it('keeps valid values', () => {
    expect(validate({ marca: 'Nissan', modelo: 'Tsuru', orden: 'nuevo', pagina: 3 })).toEqual({
      marca: 'Nissan',
      modelo: 'Tsuru',
      orden: 'nuevo',
      pagina: 3,
    })
  })

  it('turns names the default parser made numbers back into strings', () => {
    expect(validate({ marca: 'Peugeot', modelo: 206 })).toEqual({ marca: 'Peugeot', modelo: '206' })
    expect(validate({ marca: 'Peugeot', modelo: '206' })).toEqual({
      marca: 'Peugeot',
      modelo: '206',
    })
    expect(validate({ marca: 3008 }).marca).toBe('3008')
    expect(validate({ marca: true }).marca).toBe('true')
  })

  it('falls back to defaults for bad values, without throwing', () => {
    expect(validate({ orden: 'precio' })).toEqual({})
    expect(validate({ orden: 7 })).toEqual({})
    expect(validate({ pagina: 'dos' })).toEqual({})
    expect(validate({ pagina: 0 })).toEqual({})
    expect(validate({ pagina: -2 })).toEqual({})
    expect(validate({ pagina: 2.5 })).toEqual({})
    expect(validate({ pagina: 1e9 })).toEqual({})
    expect(validate({ marca: '', modelo: { x: 1 } })).toEqual({})
    expect(validate({ marca: ['a', 'b'] })).toEqual({})
    expect(validate({ marca: null })).toEqual({})
  })

  it('accepts a page given as digits', () => {
    expect(validate({ pagina: '4' })).toEqual({ pagina: 4 })
  })

  it('omits default values', () => {
    expect(validate({ orden: 'numero', pagina: 1 })).toEqual({})
  })

  it('drops a model without its brand', () => {
    expect(validate({ modelo: 'Tsuru' })).toEqual({})
  })

  it('trims names and refuses absurdly long ones', () => {
    expect(validate({ marca: '  Nissan ' })).toEqual({ marca: 'Nissan' })
    expect(validate({ marca: 'x'.repeat(200) })).toEqual({})
  })
})
