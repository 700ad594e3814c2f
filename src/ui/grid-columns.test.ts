import { describe, expect, it } from 'vitest'
import { gridColumns } from './grid-columns'

describe('gridColumns', () => {
  it('puts a few cards in one row of their own count', () => {
    expect(gridColumns(2, 3)).toBe(2)
    expect(gridColumns(3, 4)).toBe(3)
    expect(gridColumns(1, 3)).toBe(1)
  })

  it('prefers a column count that fills every row', () => {
    expect(gridColumns(4, 3)).toBe(2)
    expect(gridColumns(6, 4)).toBe(3)
    expect(gridColumns(8, 3)).toBe(2)
    expect(gridColumns(9, 4)).toBe(3)
  })

  it('otherwise keeps the fullest last row', () => {
    expect(gridColumns(5, 4)).toBe(3)
    expect(gridColumns(7, 4)).toBe(4)
    expect(gridColumns(3, 2)).toBe(2)
  })

  it('never returns less than one column', () => {
    expect(gridColumns(0, 3)).toBe(1)
    expect(gridColumns(5, 1)).toBe(1)
  })
})

describe('gridColumns for every count up to 12', () => {
  it('stays within the limit and fills every row whenever some column count can', () => {
    for (let count = 1; count <= 12; count++) {
      for (let max = 1; max <= 4; max++) {
        const columns = gridColumns(count, max)
        expect(columns).toBeLessThanOrEqual(max)
        const canFill = count <= max || [2, 3, 4].some((c) => c <= max && count % c === 0)
        if (canFill) expect(count % columns === 0 || count <= max).toBe(true)
      }
    }
  })
})
