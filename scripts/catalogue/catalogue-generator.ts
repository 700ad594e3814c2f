import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { lineColumns, lineCsvPath } from '../../server/catalogue/load-csv.ts'
import { type LineId, productLine, productLines } from '../../src/catalogue/lines.ts'
import { doorPins } from './door-pins.ts'
import { OTHER_LINES } from './line-parts.ts'
import { partSource, type Row } from './part-source.ts'
import { randomSource } from './random-source.ts'

// Catalogues of any size, one sheet per line as staff keep them: half door pins, half parts of
// the other eleven lines in proportion to what each sells. Seeded, so a size and a seed always
// give the same files; every part is valid for `catalogue:check`.

export const DEFAULT_SEED = 20260101

/**
 * The most parts a catalogue may have: a key's number has at most five digits, and the door
 * pins, numbered from 1, are half the catalogue.
 */
export const MAX_PARTS = 100_000

export type CatalogueSize = { parts: number; seed?: number }

/** How many parts each line gets: the door pins half (rounded up), the rest by the lines' weights. */
export function lineCounts(parts: number): Map<LineId, number> {
  if (!Number.isInteger(parts) || parts < 1 || parts > MAX_PARTS) {
    throw new RangeError(`parts must be a whole number from 1 to ${MAX_PARTS}, not ${parts}`)
  }
  const pins = Math.ceil(parts / 2)
  const others = parts - pins
  const total = OTHER_LINES.reduce((sum, line) => sum + line.weight, 0)
  // Largest remainders: each line its whole share, the parts left over to the largest fractions.
  const shares = OTHER_LINES.map(({ id, weight }) => {
    const exact = (others * weight) / total
    return { id, count: Math.floor(exact), fraction: exact - Math.floor(exact) }
  })
  let left = others - shares.reduce((sum, share) => sum + share.count, 0)
  for (const share of shares.toSorted((a, b) => b.fraction - a.fraction)) {
    if (left-- <= 0) break
    share.count++
  }
  return new Map<LineId, number>([
    ['pernos', pins],
    ...shares.map(({ id, count }) => [id, count] as const),
  ])
}

/** Each line's sheet as CSV text, in the registry's order. */
export function generateCatalogue({
  parts,
  seed = DEFAULT_SEED,
}: CatalogueSize): Map<LineId, string> {
  const counts = lineCounts(parts)
  const source = partSource(randomSource(seed))
  const rows = new Map<LineId, Row[]>([['pernos', doorPins(source, counts.get('pernos') ?? 0)]])
  for (const line of OTHER_LINES) {
    const count = counts.get(line.id) ?? 0
    rows.set(
      line.id,
      Array.from({ length: count }, () => line.part(source)),
    )
  }
  return new Map(productLines.map(({ id }) => [id, toCsv(id, rows.get(id) ?? [])]))
}

/**
 * Writes a generated catalogue's twelve sheets into `dir` (made if missing). Refuses to replace
 * any sheet already there unless `force`: a folder of sheets may hold staff's edits.
 */
export function writeCatalogue(
  dir: string,
  { force = false, ...size }: CatalogueSize & { force?: boolean },
): Map<LineId, number> {
  const paths = productLines.map((line) => lineCsvPath(dir, line))
  const existing = paths.filter((path) => existsSync(path))
  if (existing.length > 0 && !force) {
    throw new Error(
      `${dir} ya tiene hojas del catálogo (${existing.length} de ${paths.length}), que pueden ` +
        'tener cambios del personal; use --force para reemplazarlas o --out con otra carpeta',
    )
  }
  const sheets = generateCatalogue(size)
  mkdirSync(dir, { recursive: true })
  for (const line of productLines) writeFileSync(lineCsvPath(dir, line), sheets.get(line.id) ?? '')
  return lineCounts(size.parts)
}

function toCsv(id: LineId, rows: Row[]): string {
  const { columns } = lineColumns(productLine(id))
  const lines = rows.map((row) => columns.map((column) => csvField(row[column] ?? '-')).join(','))
  return `${[columns.join(','), ...lines].join('\n')}\n`
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}
