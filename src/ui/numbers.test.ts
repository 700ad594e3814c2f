import { describe, expect, it } from 'vitest'
import { formatNumber, piecesText } from './numbers'

describe('numbers as Mexico writes them', () => {
  it('groups thousands with commas and keeps decimals with a point', () => {
    expect(formatNumber(5000)).toBe('5,000')
    expect(formatNumber(1_000_000)).toBe('1,000,000')
    expect(formatNumber(9.5)).toBe('9.5')
    expect(formatNumber(174)).toBe('174')
  })

  it('says one piece in the singular and groups thousands', () => {
    expect(piecesText(1)).toBe('1 pieza')
    expect(piecesText(10)).toBe('10 piezas')
    expect(piecesText(1000)).toBe('1,000 piezas')
  })
})
