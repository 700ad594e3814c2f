import { describe, expect, it } from 'vitest'
import { testProduct } from '../../tests/product-fixture'
import type { Product } from './types'
import { filterByYear, matchingApplication, yearOptions } from './years'

function product(key: string, applications: string): Product {
  return testProduct({
    key,
    name: `Perno ${key}`,
    length: '64 mm',
    diameter: '9.5 mm',
    applications,
  })
}

const makes = ['Nissan', 'Volkswagen', 'Alfa Romeo']
const tsuru = product('PP-1', 'Nissan Tsuru 1992–1995 · Volkswagen Sedán 1970–2003')
const tsuruLate = product('PP-2', 'Nissan Tsuru 2004-2006')
const oneYear = product('PP-3', 'Nissan Tsuru 2010 · Nissan Sentra 2000–2012')
const unparsed = product('PP-4', 'Nissan Tsuru, todos los años')
const otherCar = product('PP-5', 'Nissan Sentra 2013–2015')
const products = [tsuru, tsuruLate, oneYear, unparsed, otherCar]
const car = { marca: 'Nissan', modelo: 'Tsuru' }

describe('yearOptions', () => {
  it("lists every year of the make and model's ranges, newest first, each once", () => {
    expect(yearOptions(products, car, makes)).toEqual([
      2010, 2006, 2005, 2004, 1995, 1994, 1993, 1992,
    ])
  })

  it('matches the make and model whatever their case and accents', () => {
    const sedan = yearOptions(products, { marca: 'volkswagen', modelo: 'SEDAN' }, makes)
    expect(sedan).toHaveLength(34)
    expect([sedan[0], sedan.at(-1)]).toEqual([2003, 1970])
  })

  it('finds a make of several words', () => {
    const giulia = product('PP-6', 'Alfa Romeo Giulia 2016–2017')
    expect(yearOptions([giulia], { marca: 'Alfa Romeo', modelo: 'Giulia' }, makes)).toEqual([
      2017, 2016,
    ])
  })

  it('is empty without a model, or when no product of the car carries years', () => {
    expect(yearOptions(products, { marca: 'Nissan' }, makes)).toEqual([])
    expect(yearOptions([unparsed], car, makes)).toEqual([])
    expect(yearOptions(products, { marca: 'Nissan', modelo: 'March' }, makes)).toEqual([])
  })
})

describe('filterByYear', () => {
  const keys = (list: readonly Product[]) => list.map((p) => p.key)

  it('keeps the products whose range for the car holds the year, ends included', () => {
    expect(keys(filterByYear(products, { ...car, anio: 2005 }, makes))).toContain('PP-2')
    expect(keys(filterByYear(products, { ...car, anio: 1992 }, makes))).toContain('PP-1')
    expect(keys(filterByYear(products, { ...car, anio: 1995 }, makes))).toContain('PP-1')
    expect(keys(filterByYear(products, { ...car, anio: 1996 }, makes))).not.toContain('PP-1')
    expect(keys(filterByYear(products, { ...car, anio: 2010 }, makes))).toContain('PP-3')
  })

  it("judges by the chosen car's range, not another application's", () => {
    // PP-3 fits the Sentra 2000–2012 but the Tsuru only in 2010.
    expect(keys(filterByYear(products, { ...car, anio: 2005 }, makes))).not.toContain('PP-3')
  })

  it('never hides a product whose applications are not known', () => {
    expect(keys(filterByYear(products, { ...car, anio: 1980 }, makes))).toEqual(['PP-4'])
  })

  it("drops a product of another make's model of the same name, with or without a year", () => {
    // The API's products of model '500' are every make's: the Alfa Romeo 500's pin is not a 2024's.
    const mine = product('CX-3', '2024 500 2019–2024')
    const theirs = product('CX-6', 'Alfa Romeo 500 2012–2013')
    const list = [mine, theirs, unparsed]
    const makes500 = ['2024', 'Alfa Romeo']
    expect(keys(filterByYear(list, { marca: '2024', modelo: '500' }, makes500))).toEqual([
      'CX-3',
      'PP-4',
    ])
    expect(
      keys(filterByYear(list, { marca: '2024', modelo: '500', anio: 2012 }, makes500)),
    ).toEqual(['PP-4'])
  })

  it('keeps every product of the car without a year, and everything without a model', () => {
    expect(keys(filterByYear(products, car, makes))).toEqual(['PP-1', 'PP-2', 'PP-3', 'PP-4'])
    expect(filterByYear(products, { marca: 'Nissan', anio: 2005 }, makes)).toBe(products)
  })
})

describe('matchingApplication', () => {
  const pin = product(
    'PP-9',
    'Nissan Tsuru 1992–1995 · Nissan Sentra 2000–2012 · Alfa Romeo 147 2001–2010',
  )
  it('finds the application of the chosen make, model and year', () => {
    expect(
      matchingApplication(pin, { marca: 'nissan', modelo: 'Sentra', anio: 2004 }, makes),
    ).toEqual({
      make: 'Nissan',
      model: 'Sentra',
      from: 2000,
      to: 2012,
    })
    expect(matchingApplication(pin, { marca: 'Alfa Romeo' }, makes)?.model).toBe('147')
  })
  it('finds none without a make, or for a year out of every range', () => {
    expect(matchingApplication(pin, {}, makes)).toBeNull()
    expect(
      matchingApplication(pin, { marca: 'Nissan', modelo: 'Tsuru', anio: 2004 }, makes),
    ).toBeNull()
  })
})
