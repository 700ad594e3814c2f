/** One equivalence as written: 'Nissan 80420-01A05' is brand 'Nissan', number '80420-01A05'. */
export type Equivalence = { brand: string; number: string }

const HAS_DIGIT = /\p{N}/u

/**
 * Splits an entry into its brand (the words before the first word with a digit) and its number
 * (the rest: OE numbers may hold spaces, as in 'Volkswagen 1J0 831 411 B'). Null when either
 * part is missing.
 */
export function splitEquivalence(entry: string): Equivalence | null {
  const words = entry.trim().split(/\s+/)
  const first = words.findIndex((word) => HAS_DIGIT.test(word))
  if (first <= 0) return null
  return { brand: words.slice(0, first).join(' '), number: words.slice(first).join(' ') }
}
