import { describe, expect, it } from 'vitest'
import { testProduct } from '../../tests/product-fixture'
import { compareKeys, sortProducts } from './sort'
import type { Product } from './types'

function p(key: string, tag: string | null = null): Product {
  return testProduct({ key, name: 'Perno', image: '', tag, length: '', diameter: '' })
}

const keys = (list: Product[]) => list.map((x) => x.key)

describe('sortProducts', () => {
  const list = [p('PP-10', 'nuevo'), p('PP-2', 'más vendido'), p('PP-1'), p('PP-100s'), p('PP-100')]

  it('orders by the number in the key, naturally', () => {
    expect(keys(sortProducts(list, 'numero'))).toEqual([
      'PP-1',
      'PP-2',
      'PP-10',
      'PP-100',
      'PP-100s',
    ])
  })

  it("puts 'más vendido' first, then the same order", () => {
    expect(keys(sortProducts(list, 'mas-vendidos'))).toEqual([
      'PP-2',
      'PP-1',
      'PP-10',
      'PP-100',
      'PP-100s',
    ])
  })

  it("puts 'nuevo' first, then the same order", () => {
    const withMore = [...list, p('PP-3', 'Nuevo')]
    expect(keys(sortProducts(withMore, 'nuevo'))).toEqual([
      'PP-3',
      'PP-10',
      'PP-1',
      'PP-2',
      'PP-100',
      'PP-100s',
    ])
  })

  it('matches the tag without accents or case', () => {
    expect(keys(sortProducts([p('PP-5'), p('PP-9', 'MAS VENDIDO')], 'mas-vendidos'))).toEqual([
      'PP-9',
      'PP-5',
    ])
  })

  it('does not change its input', () => {
    const copy = [...list]
    sortProducts(list, 'nuevo')
    expect(list).toEqual(copy)
  })

  it('puts keys without a number last', () => {
    expect(compareKeys('X', 'PP-999')).toBeGreaterThan(0)
    expect(compareKeys('PP-2', 'PP-10')).toBeLessThan(0)
  })
})
