import { describe, expect, it } from 'vitest'
import { filterState, sameSearch, validateCatalogueSearch as validate } from '../search-params'
import { transition } from '../state'

describe("the catalogue's measures in its URL", () => {
  it('reads a length and a diameter as numbers, however they were written', () => {
    expect(validate({ largo: '45', diametro: '9.5' })).toEqual({ largo: 45, diametro: 9.5 })
    expect(validate({ largo: '45 mm', diametro: '9,5' })).toEqual({ largo: 45, diametro: 9.5 })
    expect(validate({ largo: 45, diametro: 9.5 })).toEqual({ largo: 45, diametro: 9.5 })
  })

  it('drops a measure it cannot read, or one no door pin could have, without throwing', () => {
    expect(validate({ largo: 'cuarenta', diametro: '900' })).toEqual({})
    expect(validate({ largo: ['45'], diametro: { x: 1 } })).toEqual({})
  })

  it('keeps the measures with a vehicle, and tells views apart by them', () => {
    expect(validate({ marca: 'Nissan', modelo: 'Tsuru', anio: '2005', largo: '45' })).toEqual({
      marca: 'Nissan',
      modelo: 'Tsuru',
      anio: 2005,
      largo: 45,
    })
    expect(sameSearch({ largo: 45 }, { largo: 45 })).toBe(true)
    expect(sameSearch({ largo: 45 }, { largo: 45, diametro: 9.5 })).toBe(false)
  })

  it('asks the API for them', () => {
    expect(filterState({ marca: 'Nissan', largo: 45, diametro: 9.5 })).toMatchObject({
      marca: 'Nissan',
      largo: 45,
      diametro: 9.5,
    })
  })

  it('keeps them through a make, a model and "Mostrar todos", as it keeps a search', () => {
    const measured = { largo: 45, diametro: 9.5 }
    expect(transition(measured, { type: 'brand', brand: 'Nissan' }).search).toEqual({
      marca: 'Nissan',
      ...measured,
    })
    expect(
      transition({ marca: 'Nissan', ...measured }, { type: 'model', model: 'Tsuru' }).search,
    ).toEqual({ marca: 'Nissan', modelo: 'Tsuru', ...measured })
    expect(transition({ marca: 'Nissan', ...measured }, { type: 'all' }).search).toEqual(measured)
    expect(transition(measured, { type: 'page', page: 2 }).search).toEqual({
      ...measured,
      pagina: 2,
    })
  })
})
