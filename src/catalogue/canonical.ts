// A make or model in the URL may be typed by hand or shared from elsewhere ("nissan", "Sedan"):
// names are compared as the catalogue's, ignoring case and accents.
import { fold } from './measures.ts'

/**
 * Names already normalised. Filters and the search compare the same few hundred make, model and
 * word names on every choice and keystroke; past this many the cache starts over.
 */
const normalized = new Map<string, string>()
const NORMALIZED_LIMIT = 10_000

/** Folded (see `fold`) and kept: "  Citroën " and "citroen" compare equal. */
export function normalizeName(name: string): string {
  const known = normalized.get(name)
  if (known !== undefined) return known
  const value = fold(name)
  if (normalized.size >= NORMALIZED_LIMIT) normalized.clear()
  normalized.set(name, value)
  return value
}

/** The canonical spelling of `wanted` among `names`, exact first, else ignoring case and accents. */
export function findName(names: readonly string[], wanted: string): string | undefined {
  if (names.includes(wanted)) return wanted
  const key = normalizeName(wanted)
  return names.find((name) => normalizeName(name) === key)
}
