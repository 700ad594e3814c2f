import { describe, expect, it } from 'vitest'
import { median, medianDifferenceInterval, quantile } from './stats.ts'

const clicks = [92, 131, 104, 88, 117, 99, 146, 95, 108, 121]

describe("the catalogue bench's statistics", () => {
  it('takes the nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.75)).toBe(4)
    expect(median(clicks)).toBe(104)
    expect(median([])).toBe(0)
  })

  it('tells a difference the samples show from one they do not', () => {
    const [low, high] = medianDifferenceInterval(clicks, clicks.toReversed())
    expect(low).toBeLessThan(0)
    expect(high).toBeGreaterThan(0)
    const slower = clicks.map((ms) => ms + 60)
    const [slowest, fastest] = medianDifferenceInterval(clicks, slower)
    expect(slowest).toBeGreaterThan(0)
    expect(fastest).toBeLessThanOrEqual(60 + 40)
    // The same samples give the same interval (a report can be repeated).
    expect(medianDifferenceInterval(clicks, slower)).toEqual([slowest, fastest])
  })
})
