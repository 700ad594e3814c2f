import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// "+230 números de parte en catálogo" must be true of what the site lists: the door pins of the
// catalogue sheet and the part numbers of the product lines' spec tables in the content.

const snapshot = readFileSync('studio/data/production.ndjson', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>)

function listedPartNumbers(): Set<string> {
  const [, ...rows] = readFileSync('data/catalogue/pernos.csv', 'utf8').trim().split('\n')
  const numbers = new Set(rows.map((row) => row.split(',')[0] ?? ''))
  for (const doc of snapshot) {
    for (const section of (doc.sections ?? []) as {
      _type: string
      rows?: { cells: string[] }[]
    }[]) {
      if (section._type !== 'specTable') continue
      for (const row of section.rows ?? []) numbers.add(row.cells[0] ?? '')
    }
  }
  numbers.delete('')
  return numbers
}

describe('the part-number claim', () => {
  it('counts no more part numbers than the catalogue and the spec tables list', () => {
    const claim = snapshot.find((doc) => doc._id === 'claim.parts') as {
      value: number
      label: string
    }
    expect(claim.label).toMatch(/en catálogo/)
    expect(claim.value).toBeGreaterThan(0)
    expect(claim.value).toBeLessThanOrEqual(listedPartNumbers().size)
  })
})
