import { describe, expect, it } from 'vitest'
import { DOOR_PINS } from './lines'
import { sameApplication, sameProduct, sameProducts } from './same-product'
import type { Product } from './types'

const pin: Product = {
  key: 'PP-12',
  name: 'Perno para puerta',
  image: 'PP-12',
  alt: 'Perno PP-12',
  tag: 'nuevo',
  note: null,
  length: '45 mm',
  diameter: '8 mm',
  applications: 'Nissan Tsuru 1992-2017',
  position: 'Puerta delantera',
  piecesPerPack: 2,
  finish: 'Zincado',
  material: 'Acero',
  equivalences: ['Nissan 80420-01A05'],
  fitNotes: [{ make: 'Nissan', model: 'Tsuru', note: 'Sedán, serie B13' }],
  line: DOOR_PINS,
  measures: [{ column: 'largo', label: 'Largo', value: '45 mm' }],
}

/** The same product as another answer gives it: equal, not the same objects. */
const copy = (product: Product): Product => structuredClone(product)

describe('sameProduct', () => {
  it('takes a product of another answer that holds the same for the same', () => {
    expect(sameProduct(pin, copy(pin))).toBe(true)
    expect(
      sameProducts([pin, { ...pin, key: 'PP-13' }], [copy(pin), { ...pin, key: 'PP-13' }]),
    ).toBe(true)
  })

  it('tells apart a product that differs in any field, a list item included', () => {
    const changed: Record<string, unknown> = {
      equivalences: ['Nissan 80420-01A06'],
      measures: [{ column: 'largo', label: 'Largo', value: '46 mm' }],
      piecesPerPack: 4,
      note: 'Con buje',
      fitNotes: [{ make: 'Nissan', model: 'Tsuru', note: 'Hasta 2004' }],
    }
    // Every field of a product, so that a field added to it without a comparison here fails.
    for (const field of Object.keys(pin) as (keyof Product)[]) {
      const other = { ...copy(pin), [field]: field in changed ? changed[field] : `${pin[field]}x` }
      expect(sameProduct(pin, other as Product), field).toBe(false)
    }
  })

  it('tells apart lists of other lengths or orders', () => {
    const other = { ...pin, key: 'PP-13' }
    expect(sameProducts([pin, other], [pin])).toBe(false)
    expect(sameProducts([pin, other], [other, pin])).toBe(false)
  })
})

describe('sameApplication', () => {
  const tsuru = { make: 'Nissan', model: 'Tsuru', from: 1992, to: 2017 }
  it('compares applications by what they hold, none with none', () => {
    expect(sameApplication(tsuru, { ...tsuru })).toBe(true)
    expect(sameApplication(null, null)).toBe(true)
    expect(sameApplication(tsuru, null)).toBe(false)
    expect(sameApplication(tsuru, { ...tsuru, to: 2016 })).toBe(false)
  })
})
