import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// "+230 números de parte en catálogo" must be true of what the site lists: the parts of every
// line's catalogue sheet (each line's page lists its own).

function listedPartNumbers(): Set<string> {
  const numbers = new Set<string>()
  for (const file of readdirSync('data/catalogue').filter((name) => name.endsWith('.csv'))) {
    const [, ...rows] = readFileSync(`data/catalogue/${file}`, 'utf8').trim().split('\n')
    for (const row of rows) numbers.add(row.split(',')[0] ?? '')
  }
  numbers.delete('')
  return numbers
}

const snapshot = readFileSync('studio/data/production.ndjson', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the part-number claim', () => {
  it("counts no more part numbers than the lines' sheets list", () => {
    const claim = snapshot.find((doc) => doc._id === 'claim.parts') as {
      value: number
      label: string
    }
    expect(claim.label).toMatch(/en catálogo/)
    expect(claim.value).toBeGreaterThan(0)
    expect(claim.value).toBeLessThanOrEqual(listedPartNumbers().size)
  })
})
