/**
 * Which stored lines the quote list holds: the first usable ones (a part number and a quantity
 * the list could have written), one per part, up to the list's size. Apart from the rest of the
 * reading (stored-list.ts) because the header's badge counts them on every page's first load.
 */
import { MAXIMUM_PIECES } from '../site/order-rules'
import { LINE_TEXT_LIMITS, lineId, MAXIMUM_LINES } from './line'

/** A quantity the list keeps: a whole number of pieces up to the maximum, or null. */
export function pieces(value: number): number | null {
  return Number.isInteger(value) && value >= 1 && value <= MAXIMUM_PIECES ? value : null
}

/** Text on one line: control characters and runs of spaces become one space. */
export const text = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\p{Cc}\s]+/gu, ' ').trim() : ''

/** What makes a stored line usable: a part number and a quantity the list could hold. */
function usable(value: unknown) {
  if (!value || typeof value !== 'object') return null
  const line = value as Record<string, unknown>
  const key = text(line.key)
  const quantity = pieces(Number(line.quantity))
  if (!key || key.length > LINE_TEXT_LIMITS.key || quantity === null) return null
  return { line, key, quantity }
}

/**
 * The stored lines the list holds, in order: the first usable ones, one per part (as it first
 * appears), up to the list's size; what follows is never looked at.
 */
export function heldLines(raw: string | null) {
  let parsed: unknown
  try {
    parsed = raw ? JSON.parse(raw) : null
  } catch {
    parsed = null
  }
  const stored = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>
  const held: NonNullable<ReturnType<typeof usable>>[] = []
  const parts = new Set<string>()
  for (const value of Array.isArray(stored.lines) ? stored.lines : []) {
    if (held.length === MAXIMUM_LINES) break
    const line = usable(value)
    if (!line || parts.has(lineId(line.key))) continue
    parts.add(lineId(line.key))
    held.push(line)
  }
  return { version: Number(stored.version), held }
}
