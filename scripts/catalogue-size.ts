import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { productLines } from '../src/catalogue/lines.ts'

/**
 * How many parts the catalogue's sheets in `dir` hold (rows under each line's header), for the
 * figure the site prints ("+300 números de parte"). A sheet that cannot be read counts none: the
 * build does not stop for it (the server and `catalogue:check` say what is wrong).
 */
export function catalogueSize(dir: string): number {
  let parts = 0
  for (const line of productLines) {
    try {
      const rows = parse(readFileSync(join(dir, `${line.id}.csv`)), {
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
      }) as unknown[]
      parts += Math.max(0, rows.length - 1)
    } catch {}
  }
  return parts
}
