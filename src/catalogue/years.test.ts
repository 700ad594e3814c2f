import { describe, expect, it } from 'vitest'
import { testProduct } from '../../tests/product-fixture'
import type { Product } from './types'
import { matchingApplication } from './years'

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
