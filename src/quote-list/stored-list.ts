/**
 * The stored form of the quote list and how it is read. The stored JSON carries a version; a
 * list written by an older version of the site is brought up to date on reading, one that a
 * newer version wrote is read as far as it can be and never overwritten (another tab may be
 * running newer code), and anything unreadable counts as an empty list. Storage is the
 * visitor's to edit (or a script's), so whatever it holds is held to the list's own rules on
 * reading: at most MAXIMUM_LINES lines, one per part, quantities the list could have written,
 * texts within LINE_TEXT_LIMITS, links and pictures only to this site's own paths.
 */
import { heldLines, text } from './held-lines'
import { LINE_TEXT_LIMITS, type QuoteLine } from './line'

/**
 * 2: each line has a picture. Version 1 lines are read with none (the list page shows the
 * family's icon in its place).
 */
export const STORED_LIST_VERSION = 2

export type StoredList = { version: typeof STORED_LIST_VERSION; lines: QuoteLine[] }

export type ReadList = { status: 'ready' | 'newer'; lines: QuoteLine[] }

/** The text, or its start ending in '…' when it is longer than `limit`. */
function within(value: string, limit: number): string {
  if (value.length <= limit) return value
  let end = limit - 1
  // Never half a character written with two code units.
  if (/[\uD800-\uDBFF]/.test(value[end - 1] ?? '')) end--
  return `${value.slice(0, end)}…`
}

/** Only for resolving a stored path: a path of this site resolves to this origin. */
const RESOLVE_BASE = 'https://sitio.invalid'

/**
 * The characters the site writes its paths with (RFC 3986's, ASCII only): no backslash, no
 * space or control character (a browser drops a tab or a line break from a URL, so '/\t/x'
 * would be read as '//x'), and a second character that is no slash or backslash.
 */
const PATH_FORM = /^\/(?![/\\])[\w\-.~!$&'()*+,;=:@%/?#]*$/

/**
 * A path on this site, or '' (a stored value is not trusted to name another host). Refused: any
 * scheme, protocol-relative and backslash forms ('//x', '/\x', '\\x'), escaped ones that a
 * server unescaping them would read that way ('/%5Cx', '/%2F/x', escaped twice too), dot
 * segments ('/..//x') and anything the URL parser would rewrite: what is kept is exactly the
 * path, query and fragment it names on this origin.
 */
export function sitePath(value: unknown): string {
  if (typeof value !== 'string') return ''
  const path = value.trim()
  if (path.length > LINE_TEXT_LIMITS.path || !PATH_FORM.test(path)) return ''
  let unescaped = path
  for (let round = 0; round < 3; round++) {
    try {
      unescaped = decodeURIComponent(unescaped)
    } catch {
      return ''
    }
    if (/^\/[/\\]/.test(unescaped) || unescaped.includes('\\')) return ''
  }
  const url = new URL(path, RESOLVE_BASE)
  const named = `${url.pathname}${url.search}${url.hash}`
  return url.origin === RESOLVE_BASE && named === path ? path : ''
}

/** The stored list as the list holds it: its lines, and whether a newer version wrote it. */
export function readStoredList(raw: string | null): ReadList {
  const { version, held } = heldLines(raw)
  return {
    status: version > STORED_LIST_VERSION ? 'newer' : 'ready',
    lines: held.map(({ line, key, quantity }) => {
      // Optional: lines stored before it, or added outside a vehicle's results, have none.
      const vehicle = within(text(line.vehicle), LINE_TEXT_LIMITS.vehicle)
      return {
        key,
        name: within(text(line.name), LINE_TEXT_LIMITS.name),
        measures: within(text(line.measures), LINE_TEXT_LIMITS.measures),
        href: sitePath(line.href),
        picture: sitePath(line.picture),
        quantity,
        ...(vehicle ? { vehicle } : {}),
      }
    }),
  }
}
