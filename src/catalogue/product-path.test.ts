import { describe, expect, it } from 'vitest'
import { canonicalProductPath, productPath } from './product-path'

describe('productPath', () => {
  it('lower-cases and encodes the key', () => {
    expect(productPath('PP-12')).toBe('/pernos-para-puerta/pp-12')
    expect(productPath('PP 12/Ñ#%')).toBe('/pernos-para-puerta/pp%2012%2F%C3%B1%23%25')
  })
})

describe('canonicalProductPath', () => {
  it('sends a key with capitals to the lower-case page', () => {
    expect(canonicalProductPath('/pernos-para-puerta/PP-12')).toBe('/pernos-para-puerta/pp-12')
    expect(canonicalProductPath('/pernos-para-puerta/PP%2012')).toBe('/pernos-para-puerta/pp%2012')
  })

  it('leaves canonical paths, other pages and bad encodings alone', () => {
    expect(canonicalProductPath('/pernos-para-puerta/pp-12')).toBeNull()
    expect(canonicalProductPath('/pernos-para-puerta')).toBeNull()
    expect(canonicalProductPath('/assets/Index-AbC.js')).toBeNull()
    expect(canonicalProductPath('/pernos-para-puerta/PP-1/x')).toBeNull()
    expect(canonicalProductPath('/pernos-para-puerta/%E0%A4%A')).toBeNull()
  })
})
