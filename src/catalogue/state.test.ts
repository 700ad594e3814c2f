import { describe, expect, it } from 'vitest'
import { catalogueErrors, productsErrorMessage, scopeOf, transition } from './state'

const filtered = { marca: 'Nissan', modelo: 'Tsuru', orden: 'nuevo', pagina: 3 } as const

describe('transition', () => {
  it('changing sort: page 1, scroll to the list top, filters kept', () => {
    expect(transition(filtered, { type: 'sort', sort: 'mas-vendidos' })).toEqual({
      search: { marca: 'Nissan', modelo: 'Tsuru', orden: 'mas-vendidos' },
      scroll: true,
    })
  })

  it('sorting by number leaves orden out of the URL', () => {
    expect(transition(filtered, { type: 'sort', sort: 'numero' }).search).toEqual({
      marca: 'Nissan',
      modelo: 'Tsuru',
    })
  })

  it('choosing a brand: sets it, clears the model, resets sort and page, scrolls up', () => {
    expect(transition(filtered, { type: 'brand', brand: 'Peugeot' })).toEqual({
      search: { marca: 'Peugeot' },
      scroll: true,
    })
  })

  it('choosing a model: sets it within the brand, resets sort and page', () => {
    expect(transition(filtered, { type: 'model', model: '206' })).toEqual({
      search: { marca: 'Nissan', modelo: '206' },
      scroll: false,
    })
  })

  it('choosing a year: sets it for the model, page 1, sort kept; another model or make clears it', () => {
    expect(transition(filtered, { type: 'year', year: 2005 })).toEqual({
      search: { marca: 'Nissan', modelo: 'Tsuru', orden: 'nuevo', anio: 2005 },
      scroll: false,
    })
    const withYear = { marca: 'Nissan', modelo: 'Tsuru', anio: 2005, q: 'pp' }
    expect(transition(withYear, { type: 'year', year: undefined }).search).toEqual({
      marca: 'Nissan',
      modelo: 'Tsuru',
      q: 'pp',
    })
    expect(transition(withYear, { type: 'model', model: 'Sentra' }).search).toEqual({
      q: 'pp',
      marca: 'Nissan',
      modelo: 'Sentra',
    })
    expect(transition(withYear, { type: 'brand', brand: 'Peugeot' }).search).toEqual({
      q: 'pp',
      marca: 'Peugeot',
    })
    expect(transition(withYear, { type: 'query', query: 'tsuru' }).search).toEqual({
      ...withYear,
      q: 'tsuru',
    })
  })

  it('a year without a model changes nothing', () => {
    expect(transition({ marca: 'Nissan' }, { type: 'year', year: 2005 }).search).toEqual({
      marca: 'Nissan',
    })
  })

  it('a model without a brand changes nothing but resets', () => {
    expect(transition({ orden: 'nuevo' }, { type: 'model', model: 'Tsuru' }).search).toEqual({})
  })

  it("'Mostrar todos': clears brand and model, resets sort and page, scrolls up", () => {
    expect(transition(filtered, { type: 'all' })).toEqual({ search: {}, scroll: true })
  })

  it('choosing a page: goes there and scrolls up; page 1 is the default', () => {
    expect(transition(filtered, { type: 'page', page: 4 })).toEqual({
      search: { ...filtered, pagina: 4 },
      scroll: true,
    })
    expect(transition(filtered, { type: 'page', page: 1 }).search).toEqual({
      marca: 'Nissan',
      modelo: 'Tsuru',
      orden: 'nuevo',
    })
  })
})

describe('scopeOf', () => {
  it('asks for the model, else the brand, else all', () => {
    expect(scopeOf(filtered)).toEqual({ kind: 'model', model: 'Tsuru' })
    expect(scopeOf({ marca: 'Nissan' })).toEqual({ kind: 'brand', brand: 'Nissan' })
    expect(scopeOf({ pagina: 2 })).toEqual({ kind: 'all' })
  })
})

describe('productsErrorMessage', () => {
  it('names the call that failed', () => {
    expect(productsErrorMessage({ kind: 'brand', brand: 'x' }, true)).toBe(
      catalogueErrors.loadProducts,
    )
    expect(productsErrorMessage({ kind: 'all' }, false)).toBe(catalogueErrors.showAll)
    expect(productsErrorMessage({ kind: 'brand', brand: 'x' }, false)).toBe(
      catalogueErrors.filterByBrand,
    )
    expect(productsErrorMessage({ kind: 'model', model: 'x' }, false)).toBe(
      catalogueErrors.filterByModel,
    )
    expect(new Set(Object.values(catalogueErrors)).size).toBe(8)
  })
})
