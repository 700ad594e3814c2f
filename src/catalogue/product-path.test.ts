import { describe, expect, it } from 'vitest'
import { productPath } from './product-path'

describe('productPath', () => {
  it('lower-cases and encodes the key', () => {
    expect(productPath('PP-12')).toBe('/pernos-para-puerta/pp-12')
    expect(productPath('PP 12/Ñ#%')).toBe('/pernos-para-puerta/pp%2012%2F%C3%B1%23%25')
  })
})
