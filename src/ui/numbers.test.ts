import { describe, expect, it, vi } from 'vitest'
import { formatNumber, piecesText } from './numbers'

const intl = new Intl.NumberFormat('es-MX')

describe('numbers as Mexico writes them', () => {
  it('writes whole numbers exactly as Intl’s es-MX does, without making a formatter', () => {
    const made = vi.spyOn(Intl, 'NumberFormat')
    const local = vi.spyOn(Number.prototype, 'toLocaleString')
    const wholes = [0, 7, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, -5000]
    wholes.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER)
    for (let n = 1; n < 1e15; n = n * 7 + 3) wholes.push(n)
    const written = wholes.map(formatNumber)
    expect(made).not.toHaveBeenCalled()
    expect(local).not.toHaveBeenCalled()
    made.mockRestore()
    local.mockRestore()
    expect(written).toEqual(wholes.map((value) => intl.format(value)))
  })

  it('leaves the rest to Intl’s es-MX', () => {
    for (const value of [9.5, 1234.56, -0.25, 1e21, Number.NaN])
      expect(formatNumber(value)).toBe(intl.format(value))
  })

  it('says one piece in the singular and groups thousands', () => {
    expect(piecesText(1)).toBe('1 pieza')
    expect(piecesText(10)).toBe('10 piezas')
    expect(piecesText(1000)).toBe('1,000 piezas')
  })
})
