import { type LineId, productLine } from './lines.ts'

/** A part's page: its line's page, then its key lower-cased and URL-encoded (/birlos-automotrices/br-1245). */
export function partPath(line: LineId, key: string): string {
  return `${productLine(line).path}/${encodeURIComponent(key.toLowerCase())}`
}
