import { type LineId, productLine } from './lines.ts'

/** A part's page, of any line: its line's page and its key, lower-cased and URL-encoded. */
export function partPath(line: LineId, key: string): string {
  return `${productLine(line).path}/${encodeURIComponent(key.toLowerCase())}`
}
