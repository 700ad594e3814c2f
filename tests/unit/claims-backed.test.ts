import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogueSize } from '../../scripts/catalogue-size'
import { type Claim, claimValue, formatClaim } from '../../src/sections/common/claim'

// "+300 números de parte en catálogo" must be true of the catalogue the site lists: the figure is
// counted from the sheets when the site is built, rounded down, never typed.

const snapshot = readFileSync('studio/data/production.ndjson', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the part-number claim', () => {
  const claim = snapshot.find((doc) => doc._id === 'claim.parts') as Claim & { usage: string }

  it('is counted from the catalogue, not typed', () => {
    expect(claim.label).toMatch(/en catálogo/)
    expect(claim.countsCatalogue).toBe(true)
    expect(claim).not.toHaveProperty('value')
  })

  it("shows the build's catalogue rounded down to a figure it reaches", () => {
    const parts = catalogueSize('data/catalogue')
    expect(parts).toBeGreaterThan(300)
    expect(claimValue(claim, parts)).toBe(Math.floor(parts / 100) * 100)
    expect(claimValue(claim, parts)).toBeLessThanOrEqual(parts)
    expect(formatClaim(claim, claimValue(claim, 10_000))).toBe('+10,000')
    expect(claimValue(claim, 10_049)).toBe(10_000)
    expect(claimValue(claim, 42)).toBe(42)
  })

  it('leaves a typed claim as it was typed', () => {
    expect(claimValue({ ...claim, countsCatalogue: false, value: 230 }, 10_000)).toBe(230)
  })
})
