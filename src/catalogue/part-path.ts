// Run by the server and the prerender in plain Node too: imports name their .ts files.
import { type LineId, lineOfPath, productLine } from './lines.ts'

/** A part's page: its line's page, then the key lower-cased and URL-encoded. */
export function partPath(line: LineId, key: string): string {
  return `${productLine(line).path}/${encodeURIComponent(canonicalKeyParam(key))}`
}

/** The part route's pattern: every line's parts, `linea` the line's page without its slash. */
export const PART_PAGE_ROUTE = '/$linea/$clave'

/**
 * A part's page as a router link names it (the part route, with the line's page and the key in
 * lower case): `<Link {...partLink(line, key)}>`.
 */
export function partLink(line: LineId, key: string) {
  const linea = productLine(line).path.slice(1)
  return { to: PART_PAGE_ROUTE, params: { linea, clave: canonicalKeyParam(key) } } as const
}

/** The line whose page a part route's `linea` names, if it names one. */
export function lineOfParam(linea: string): LineId | undefined {
  return lineOfPath(`/${linea}`)?.id as LineId | undefined
}

/** The canonical form of a key from a URL: lower case, as a part's page path has it. */
export function canonicalKeyParam(param: string): string {
  return param.toLowerCase()
}

/** One non-empty segment under a page: a part page's shape, whatever the line. */
const PART_PAGE_PATH = /^(\/[^/]+)\/([^/]+)$/

/** The line of a request path shaped as a part page's (one segment under a line's page), if any. */
export function lineOfPartPath(path: string): LineId | null {
  const folder = PART_PAGE_PATH.exec(path)?.[1]
  return folder === undefined ? null : ((lineOfPath(folder)?.id as LineId | undefined) ?? null)
}

/**
 * The line and the (decoded, as sent) key of a request path that is a part page's, known key or
 * not (/birlos-automotrices/BR-1215); null for any other path or a key that does not decode.
 */
export function partOfPath(path: string): { line: LineId; key: string } | null {
  const line = lineOfPartPath(path)
  const segment = PART_PAGE_PATH.exec(path)?.[2]
  if (!line || segment === undefined) return null
  try {
    return { line, key: decodeURIComponent(segment) }
  } catch {
    return null
  }
}

/**
 * For a request path of a part page whose key has capitals (/birlos-automotrices/BR-1215), the
 * canonical lower-case path to redirect to; null for any other path.
 */
export function canonicalPartPath(path: string): string | null {
  const part = partOfPath(path)
  if (!part || part.key === canonicalKeyParam(part.key)) return null
  return partPath(part.line, part.key)
}
