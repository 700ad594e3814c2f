import { describe, expect, it } from 'vitest'
import { canonicalSearch, findName, normalizeName, sameSearch } from './canonical'

const brands = ['Nissan', 'Volkswagen', 'Citroën', 'Alfa Romeo', '123'].map((name) => ({
  name,
  total: 1,
}))
const vwModels = ['Sedán', 'Jetta A4', 'Combi/Van', '100%', '#1'].map((name) => ({
  name,
  total: 1,
}))
const known = { brands, models: vwModels, modelsBrand: 'Volkswagen' }

describe('normalizeName', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['  SEDÁN ', 'sedan'],
    ['Alfa   Romeo', 'alfa romeo'],
    ['206', '206'],
  ])('%s → %s', (input, output) => expect(normalizeName(input)).toBe(output))
})

describe('findName', () => {
  it('prefers the exact name, then one equal but for case and accents', () => {
    expect(findName(['Sedan', 'Sedán'], 'Sedán')).toBe('Sedán')
    expect(findName(['Sedán'], 'SEDAN')).toBe('Sedán')
    expect(findName(['Sedán'], 'Seda')).toBeUndefined()
  })
})

describe('canonicalSearch', () => {
  it('leaves a search without a make alone, lists or not', () => {
    const search = { orden: 'nuevo' as const, pagina: 2 }
    expect(canonicalSearch(search, { brands: null, models: null, modelsBrand: null })).toBe(search)
  })

  it('waits for the brands, then for the models of the make', () => {
    expect(canonicalSearch({ marca: 'nissan' }, { ...known, brands: null })).toBeNull()
    expect(canonicalSearch({ marca: 'vw', modelo: 'x' }, { ...known, brands: null })).toBeNull()
    expect(
      canonicalSearch(
        { marca: 'volkswagen', modelo: 'sedan' },
        { ...known, modelsBrand: 'Nissan' },
      ),
    ).toBeNull()
  })

  it('rewrites a make and a model in another case or without accents', () => {
    expect(canonicalSearch({ marca: 'citroen' }, known)).toEqual({ marca: 'Citroën' })
    expect(canonicalSearch({ marca: 'VOLKSWAGEN', modelo: 'sedan', pagina: 2 }, known)).toEqual({
      marca: 'Volkswagen',
      modelo: 'Sedán',
      pagina: 2,
    })
  })

  it('keeps awkward names that are already canonical', () => {
    for (const modelo of ['Combi/Van', '100%', '#1', 'Jetta A4']) {
      const search = { marca: 'Volkswagen', modelo }
      expect(sameSearch(canonicalSearch(search, known) ?? {}, search)).toBe(true)
    }
    expect(canonicalSearch({ marca: '123' }, known)).toEqual({ marca: '123' })
  })

  it('drops a model that is not one of the make and an unknown make with its model', () => {
    expect(
      canonicalSearch(
        { marca: 'Nissan', modelo: 'Sedán' },
        { ...known, models: [], modelsBrand: 'Nissan' },
      ),
    ).toEqual({ marca: 'Nissan', modelo: undefined })
    expect(canonicalSearch({ marca: 'Subaru', modelo: 'Impreza', orden: 'nuevo' }, known)).toEqual({
      marca: undefined,
      modelo: undefined,
      orden: 'nuevo',
    })
  })
})

describe('canonicalSearch and the year', () => {
  it('keeps the year of a resolved model (the model years decide it later)', () => {
    expect(canonicalSearch({ marca: 'volkswagen', modelo: 'SEDAN', anio: 1985 }, known)).toEqual({
      marca: 'Volkswagen',
      modelo: 'Sedán',
      anio: 1985,
    })
  })

  it('drops the year with a dropped model or make', () => {
    expect(
      canonicalSearch({ marca: 'Volkswagen', modelo: 'Tsuru', anio: 2005 }, known),
    ).toStrictEqual({ marca: 'Volkswagen', modelo: undefined, anio: undefined })
    expect(
      canonicalSearch({ marca: 'Subaru', modelo: 'Impreza', anio: 2005 }, known),
    ).toStrictEqual({ marca: undefined, modelo: undefined, anio: undefined })
  })
})

describe('sameSearch', () => {
  it('treats an undefined key as absent', () => {
    expect(sameSearch({ marca: 'Nissan', modelo: undefined }, { marca: 'Nissan' })).toBe(true)
    expect(sameSearch({ marca: 'Nissan' }, { marca: 'nissan' })).toBe(false)
  })
})
