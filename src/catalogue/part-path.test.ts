import { describe, expect, it } from 'vitest'
import { productLines } from './lines'
import { canonicalPartPath, lineOfPartPath, partOfPath, partPath } from './part-path'

describe('partPath', () => {
  it("puts the key, lower-cased and encoded, under its line's page", () => {
    expect(partPath('birlos', 'BR-1215')).toBe('/birlos-automotrices/br-1215')
    expect(partPath('kits-de-frenos', 'KF-101')).toBe('/kits-de-frenos-automotrices/kf-101')
    expect(partPath('pernos', 'PP 12/Ñ#%')).toBe('/pernos-para-puerta/pp%2012%2F%C3%B1%23%25')
  })

  it('gives every line its own folder', () => {
    const folders = productLines.map((line) => partPath(line.id, 'x').replace(/\/x$/, ''))
    expect(folders).toEqual(productLines.map((line) => line.path))
  })
})

describe('partOfPath', () => {
  it('reads the line and the key of a part page, known or not', () => {
    expect(partOfPath('/birlos-automotrices/br-1215')).toEqual({ line: 'birlos', key: 'br-1215' })
    expect(partOfPath('/pernos-para-puerta/cx%205')).toEqual({ line: 'pernos', key: 'cx 5' })
    expect(partOfPath('/abrazaderas-automotrices/NO-EXISTE')).toEqual({
      line: 'abrazaderas',
      key: 'NO-EXISTE',
    })
  })

  it('is null for a line page, another page, a deeper path or a bad encoding', () => {
    expect(partOfPath('/birlos-automotrices')).toBeNull()
    expect(partOfPath('/blog/una-entrada')).toBeNull()
    expect(partOfPath('/birlos-automotrices/br-1215/x')).toBeNull()
    expect(partOfPath('/birlos-automotrices/%E0%A4%A')).toBeNull()
  })
})

describe('lineOfPartPath', () => {
  it("names the line of any path shaped as a part page's, whatever its encoding", () => {
    expect(lineOfPartPath('/tornillo-caliper/TC-1')).toBe('tornillos-caliper')
    expect(lineOfPartPath('/tornillo-caliper/%E0%A4%A')).toBe('tornillos-caliper')
    expect(lineOfPartPath('/tornillo-caliper')).toBeNull()
    expect(lineOfPartPath('/blog/tornillo')).toBeNull()
  })
})

describe('canonicalPartPath', () => {
  it('sends a key with capitals to the lower-case page, under every line', () => {
    expect(canonicalPartPath('/pernos-para-puerta/PP-12')).toBe('/pernos-para-puerta/pp-12')
    expect(canonicalPartPath('/birlos-automotrices/BR-1215')).toBe('/birlos-automotrices/br-1215')
    expect(canonicalPartPath('/rondanas-cobre/RC%201812')).toBe('/rondanas-cobre/rc%201812')
  })

  it('leaves canonical paths, other pages and bad encodings alone', () => {
    expect(canonicalPartPath('/birlos-automotrices/br-1215')).toBeNull()
    expect(canonicalPartPath('/birlos-automotrices')).toBeNull()
    expect(canonicalPartPath('/assets/Index-AbC.js')).toBeNull()
    expect(canonicalPartPath('/blog/Una-Entrada')).toBeNull()
    expect(canonicalPartPath('/tornillo-caliper/TC-1/x')).toBeNull()
    expect(canonicalPartPath('/tornillo-caliper/%E0%A4%A')).toBeNull()
  })
})
