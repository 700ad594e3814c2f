import { describe, expect, it } from 'vitest'
import { partPath } from './part-path'
import { productPath } from './product-path'

describe('partPath', () => {
  it("is the part's line page and its key, lower-cased and encoded", () => {
    expect(partPath('birlos', 'BR-1215')).toBe('/birlos-automotrices/br-1215')
    expect(partPath('tornillos-caliper', 'TC 10/Ñ')).toBe('/tornillo-caliper/tc%2010%2F%C3%B1')
  })

  it("is a door pin's product page", () => {
    expect(partPath('pernos', 'PP 12')).toBe(productPath('PP 12'))
  })
})
