import { describe, expect, it } from 'vitest'
import {
  type CatalogueData,
  catalogueErrors,
  dataReducer,
  initialData,
  productsErrorMessage,
  scopeKey,
  scopeOf,
  transition,
} from './state'
import type { Product } from './types'

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
    expect(scopeKey(scopeOf({ marca: 'Nissan' }))).toBe('brand:Nissan')
  })
})

const product = (key: string) => ({ key }) as Product

describe('dataReducer', () => {
  const loaded: CatalogueData = dataReducer(
    dataReducer(initialData, { type: 'products/start', scope: 'all' }),
    { type: 'products/success', scope: 'all', products: [product('PP-1'), product('PP-2')] },
  )

  it('shows a list of all products and derives the overall count from it', () => {
    expect(loaded.products).toHaveLength(2)
    expect(loaded.productsScope).toBe('all')
    expect(loaded.loadingScope).toBeNull()
    expect(loaded.totalAll).toBe(2)
  })

  it('keeps the previous list when a call fails', () => {
    const started = dataReducer(loaded, { type: 'products/start', scope: 'brand:Nissan' })
    const failed = dataReducer(started, { type: 'products/failure', scope: 'brand:Nissan' })
    expect(failed.products).toBe(loaded.products)
    expect(failed.productsScope).toBe('all')
    expect(failed.productsFailed).toBe(true)
    expect(failed.loadingScope).toBeNull()
  })

  it('ignores an answer for a scope that is no longer asked for', () => {
    let state = dataReducer(loaded, { type: 'products/start', scope: 'brand:Nissan' })
    state = dataReducer(state, { type: 'products/start', scope: 'brand:Peugeot' })
    const stale = dataReducer(state, {
      type: 'products/success',
      scope: 'brand:Nissan',
      products: [product('PP-9')],
    })
    expect(stale).toBe(state)
    expect(dataReducer(state, { type: 'products/failure', scope: 'brand:Nissan' })).toBe(state)
  })

  it('does not take the count from a filtered list', () => {
    let state = dataReducer(initialData, { type: 'products/start', scope: 'brand:Nissan' })
    state = dataReducer(state, {
      type: 'products/success',
      scope: 'brand:Nissan',
      products: [product('PP-1')],
    })
    expect(state.totalAll).toBeNull()
    expect(dataReducer(state, { type: 'count/success', total: 174 }).totalAll).toBe(174)
  })

  it('keeps models for the brand asked last only, and clears them', () => {
    let state = dataReducer(initialData, { type: 'models/start', brand: 'Nissan' })
    state = dataReducer(state, { type: 'models/start', brand: 'Peugeot' })
    expect(
      dataReducer(state, { type: 'models/success', brand: 'Nissan', models: [] }).modelsBrand,
    ).toBeNull()
    state = dataReducer(state, {
      type: 'models/success',
      brand: 'Peugeot',
      models: [{ name: '206', total: 2 }],
    })
    expect(state.modelsBrand).toBe('Peugeot')
    const failed = dataReducer(dataReducer(state, { type: 'models/start', brand: 'Nissan' }), {
      type: 'models/failure',
      brand: 'Nissan',
    })
    expect(failed.models).toEqual([{ name: '206', total: 2 }])
    expect(dataReducer(state, { type: 'models/clear' }).models).toBeNull()
  })

  it('records failed brands and keeps brands once loaded', () => {
    expect(dataReducer(initialData, { type: 'brands/failure' }).brandsFailed).toBe(true)
    const brands = [{ name: 'Nissan', total: 2 }]
    expect(dataReducer(initialData, { type: 'brands/success', brands }).brands).toBe(brands)
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
