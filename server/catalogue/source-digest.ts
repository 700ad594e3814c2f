import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { productLines } from '../../src/catalogue/lines.ts'
import { lineCsvPath } from './load-csv.ts'

/**
 * A digest of the sheets in `dir` (every line's file, or its absence) and of the import's code
 * version: equal digests mean an import would give the same database, so a start with unchanged
 * sheets opens the last good one instead of importing again.
 */
export function sourceDigest(dir: string, version: string): string {
  const hash = createHash('sha256').update(`schema ${version}\n`)
  for (const line of productLines) {
    hash.update(`${line.id}\n`)
    try {
      hash.update(readFileSync(lineCsvPath(dir, line)))
    } catch (error) {
      hash.update(`unreadable ${(error as NodeJS.ErrnoException).code}`)
    }
    hash.update('\n')
  }
  return hash.digest('base64url')
}
