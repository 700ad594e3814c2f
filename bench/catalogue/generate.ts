import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { CATALOGUE_DIR } from '../../server/catalogue/load-csv.ts'
import { PINS_HEADER } from '../../server/catalogue/test-fixtures.ts'

const CSV_COLUMNS = PINS_HEADER.split(',')
const CATALOGUE_CSV = `${CATALOGUE_DIR}pernos.csv`

// Larger catalogues for the benchmark, made from the real one: its products first, then as many
// more as asked, each a real product's name, tag, note, measures and facts under a new key,
// fitting one to four applications drawn from every application the real catalogue lists. Seeded, so the
// same size always gives the same file.

/** A small, well-known seeded generator (mulberry32): the same seed, the same numbers. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)

/** The catalogue grown to `size` products (the real one when size is its own length). */
export function catalogueOfSize(size: number, seed = 20260101): string {
  const [header, ...rows] = parse(readFileSync(CATALOGUE_CSV, 'utf8'), {
    bom: true,
    skip_empty_lines: true,
  }) as string[][]
  // The required columns first; the optional facts columns, if any, follow and are copied.
  if (header?.slice(0, CSV_COLUMNS.length).join(',') !== CSV_COLUMNS.join(',')) {
    throw new Error('Unexpected CSV header')
  }
  const applications = [
    ...new Set(rows.flatMap((row) => (row[6] ?? '').split(';').map((a) => a.trim()))),
  ].filter(Boolean)
  const random = seeded(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const out = rows.slice(0, size)
  // New keys follow the highest real one, so none repeats a real key.
  const highest = Math.max(...rows.map((row) => Number(/\d+/.exec(row[0] ?? '')?.[0] ?? 0)))
  for (let number = highest + 1; out.length < size; number++) {
    const base = pick(rows)
    const count = 1 + Math.floor(random() * 4)
    // One application per model, as the catalogue requires (keyed by make|model).
    const chosen = new Map(
      Array.from({ length: count }, () => pick(applications)).map(
        (application) => [application.split('|').slice(0, 2).join('|'), application] as const,
      ),
    )
    out.push([
      `PP-${number}`,
      ...base.slice(1, 6),
      [...chosen.values()].join(' ; '),
      ...base.slice(CSV_COLUMNS.length),
    ])
  }
  return `${[header, ...out].map((row) => row.map(quote).join(',')).join('\n')}\n`
}

export function writeCatalogue(file: string, size: number): void {
  writeFileSync(file, catalogueOfSize(size))
}
