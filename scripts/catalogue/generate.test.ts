import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CataloguePart, lineCsvPath, loadCatalogue } from '../../server/catalogue/load-csv.ts'
import { DOOR_PINS, productLines } from '../../src/catalogue/lines.ts'
import { generateCatalogue, lineCounts, writeCatalogue } from './catalogue-generator.ts'

const temporaryDirs: string[] = []
const temporaryDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'generated-catalogue-'))
  temporaryDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true })
})

describe('a generated catalogue of 10,000 parts', () => {
  const seed = 7
  let dir: string
  let parts: CataloguePart[]
  let seconds: number

  beforeAll(() => {
    dir = temporaryDir()
    const started = performance.now()
    writeCatalogue(dir, { parts: 10_000, seed })
    seconds = (performance.now() - started) / 1000
    parts = loadCatalogue(dir)
  })

  it('loads without problems: 5,000 door pins and 5,000 parts of the other lines', () => {
    expect(parts).toHaveLength(10_000)
    expect(parts.filter((part) => part.productLine === DOOR_PINS)).toHaveLength(5_000)
  })

  it('has parts in each of the eleven other lines', () => {
    for (const line of productLines.filter(({ id }) => id !== DOOR_PINS)) {
      const count = parts.filter((part) => part.productLine === line.id).length
      expect(count, line.id).toBeGreaterThan(100)
    }
  })

  it('gives every part a key of its own', () => {
    expect(new Set(parts.map((part) => part.key)).size).toBe(parts.length)
  })

  it('varies makes, models, years, tags and other brands’ numbers', () => {
    const applications = parts.flatMap((part) => part.applications)
    expect(new Set(applications.map((a) => a.brand)).size).toBeGreaterThan(15)
    expect(new Set(applications.map((a) => a.model)).size).toBeGreaterThan(80)
    expect(new Set(applications.map((a) => `${a.from}-${a.to}`)).size).toBeGreaterThan(100)
    // Some door pins' applications carry a fitment note, never one per part.
    const noted = applications.filter((a) => a.note !== undefined)
    expect(noted.length / applications.length).toBeGreaterThan(0.05)
    expect(noted.length / applications.length).toBeLessThan(0.5)
    const tags = new Set(parts.map((part) => part.tag))
    expect(tags).toContain('más vendido')
    expect(tags).toContain('nuevo')
    const numbers = parts.flatMap((part) => part.equivalences)
    expect(numbers.length).toBeGreaterThan(parts.length)
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it('is the same catalogue for the same seed, another for another seed', () => {
    const again = generateCatalogue({ parts: 10_000, seed })
    for (const line of productLines) {
      expect(again.get(line.id), line.id).toBe(readFileSync(lineCsvPath(dir, line), 'utf8'))
    }
    const other = generateCatalogue({ parts: 10_000, seed: seed + 1 })
    expect(other.get('birlos')).not.toBe(again.get('birlos'))
  })

  it('is written in a few seconds', () => {
    // Generous: a shared machine may be slow; a quadratic slip would take minutes.
    expect(seconds).toBeLessThan(20)
  })
})

describe('lineCounts', () => {
  it.each([1, 2, 11, 23, 300, 2_001, 100_000])('shares %i parts out exactly', (parts) => {
    const counts = lineCounts(parts)
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(parts)
    expect(counts.get(DOOR_PINS)).toBe(Math.ceil(parts / 2))
  })

  it('refuses sizes a key cannot number', () => {
    expect(() => lineCounts(0)).toThrow(RangeError)
    expect(() => lineCounts(100_001)).toThrow(RangeError)
    expect(() => lineCounts(1.5)).toThrow(RangeError)
  })
})

describe('writeCatalogue', () => {
  it('writes a small catalogue that loads, every line its sheet', () => {
    const dir = join(temporaryDir(), 'nueva')
    writeCatalogue(dir, { parts: 23 })
    for (const line of productLines) expect(existsSync(lineCsvPath(dir, line))).toBe(true)
    expect(loadCatalogue(dir)).toHaveLength(23)
  })

  it('replaces a folder’s sheets only when forced', () => {
    const dir = temporaryDir()
    writeCatalogue(dir, { parts: 40, seed: 1 })
    const before = readFileSync(lineCsvPath(dir, productLines[0]), 'utf8')
    expect(() => writeCatalogue(dir, { parts: 40, seed: 2 })).toThrow(/--force/)
    expect(readFileSync(lineCsvPath(dir, productLines[0]), 'utf8')).toBe(before)
    writeCatalogue(dir, { parts: 40, seed: 2, force: true })
    expect(readFileSync(lineCsvPath(dir, productLines[0]), 'utf8')).not.toBe(before)
  })
})
