/**
 * The stored form of the quote list and how older forms are read. The stored JSON carries a
 * version; a list written by an older version of the site is brought up to date on reading, one
 * that a newer version wrote is read as far as it can be and never overwritten (another tab may
 * be running newer code), and anything unreadable counts as an empty list.
 */
import type { QuoteLine } from './line'

/**
 * 2: each line has a picture. Version 1 lines are read with none (the list page shows the
 * family's icon in its place).
 */
export const STORED_LIST_VERSION = 2

export type StoredList = { version: typeof STORED_LIST_VERSION; lines: QuoteLine[] }

export type ReadList = { kind: 'current' | 'newer'; lines: QuoteLine[] }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A path on this site, or '' (a stored value is not trusted to name another host). */
const sitePath = (value: unknown) => (/^\/(?!\/)/.test(text(value)) ? text(value) : '')

/** One stored line, or null when it cannot be used (no part number, no whole quantity). */
function readLine(value: unknown): QuoteLine | null {
  if (!value || typeof value !== 'object') return null
  const line = value as Record<string, unknown>
  const key = text(line.key)
  const quantity = Number(line.quantity)
  if (!key || !Number.isInteger(quantity) || quantity < 1) return null
  return {
    key,
    name: text(line.name),
    measures: text(line.measures),
    href: sitePath(line.href),
    picture: sitePath(line.picture),
    quantity,
  }
}

export function readStoredList(raw: string | null): ReadList {
  if (!raw) return { kind: 'current', lines: [] }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { kind: 'current', lines: [] }
  }
  const stored = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>
  const version = Number(stored.version)
  const lines = (Array.isArray(stored.lines) ? stored.lines : [])
    .map(readLine)
    .filter((line): line is QuoteLine => line !== null)
  return { kind: version > STORED_LIST_VERSION ? 'newer' : 'current', lines }
}
