import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { searchStrings } from '../ui/search-strings'
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

  it('leaves default values undefined, out of the URL', () => {
    expect(validate({ orden: 'numero', pagina: 1 })).toEqual({})
  })

  it('drops a model without its brand', () => {
    expect(validate({ modelo: 'Tsuru' })).toEqual({})
  })

  it('keeps a model year of four digits after a model, from text or a number', () => {
    const car = { marca: 'Nissan', modelo: 'Tsuru' }
    expect(validate({ ...car, anio: '2005' })).toEqual({ ...car, anio: 2005 })
    expect(validate({ ...car, anio: ' 1992 ' })).toEqual({ ...car, anio: 1992 })
    expect(validate({ ...car, anio: 2017 })).toEqual({ ...car, anio: 2017 })
  })

  it.each(['05', '20050', '2005.5', '1899', '2101', 'dos mil', '', '-2005'])(
    'drops the year %j',
    (anio) => expect(validate({ marca: 'Nissan', modelo: 'Tsuru', anio }).anio).toBeUndefined(),
  )

  it('drops a year without its model', () => {
    expect(validate({ marca: 'Nissan', anio: '2005' })).toEqual({ marca: 'Nissan' })
    expect(validate({ anio: '2005' })).toEqual({})
  })

  it('trims names and refuses absurdly long ones', () => {
    expect(validate({ marca: '  Nissan ' })).toEqual({ marca: 'Nissan' })
    expect(validate({ marca: 'x'.repeat(200) })).toEqual({})
  })
})

describe('the catalogue route search', () => {
  /** The search a route validated by validateCatalogueSearch gives its components for a URL. */
  async function routeSearch(url: string) {
    const rootRoute = createRootRoute()
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: '/pernos-para-puerta',
      validateSearch: validate,
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([route]),
      history: createMemoryHistory({ initialEntries: [url] }),
      ...searchStrings,
    })
    await router.load()
    return router.state.matches.at(-1)?.search
  }

  it('holds the validated values only, a numeric model name as a string', async () => {
    expect(
      await routeSearch('/pernos-para-puerta?marca=Peugeot&modelo=206&orden=precio&pagina=abc'),
    ).toStrictEqual({
      q: undefined,
      marca: 'Peugeot',
      modelo: '206',
      anio: undefined,
      orden: undefined,
      pagina: undefined,
      largo: undefined,
      diametro: undefined,
    })
    expect(
      await routeSearch('/pernos-para-puerta?modelo=Tsuru&orden=nuevo&pagina=2'),
    ).toStrictEqual({
      q: undefined,
      marca: undefined,
      modelo: undefined,
      anio: undefined,
      orden: 'nuevo',
      pagina: 2,
      largo: undefined,
      diametro: undefined,
    })
    expect(await routeSearch('/pernos-para-puerta?q=%20pp%2012%20&marca=Nissan')).toMatchObject({
      q: 'pp 12',
      marca: 'Nissan',
    })
    expect(
      await routeSearch('/pernos-para-puerta?marca=Nissan&modelo=Tsuru&anio=2005'),
    ).toMatchObject({ marca: 'Nissan', modelo: 'Tsuru', anio: 2005 })
  })
})
