// Run in plain Node too (the catalogue server indexes numbers by their forms): imports name .ts.
import { compactPartNumber } from './part-number.ts'

/**
 * The compact forms a part number is looked up by: the whole text, and the text from its first
 * word holding a digit, so that 'Pernotec 40710-5' is found by '40710-5' as well as by
 * 'pernotec 40710 5'.
 */
export function numberForms(text: string): string[] {
  const whole = compactPartNumber(text)
  const words = text.trim().split(/\s+/)
  const first = words.findIndex((word) => /\p{N}/u.test(word))
  const number = first > 0 ? compactPartNumber(words.slice(first).join(' ')) : whole
  if (!whole) return []
  return number && number !== whole ? [whole, number] : [whole]
}

/** A part number as written, with its compact forms (computed once, compared on every search). */
export type NumberEntry = { number: string; forms: readonly string[] }

export function numberEntries(numbers: readonly string[]): NumberEntry[] {
  return numbers.map((number) => ({ number, forms: numberForms(number) }))
}

/** Shortest compacted query compared whole, and as the start of a number: shorter ones match too much. */
const EXACT_MIN = 2
const PREFIX_MIN = 3

/**
 * A query as a part number (compacted), or null when it cannot be one: part numbers hold a
 * digit, so words ('tsuru') are left to the text search.
 */
export function numberQuery(query: string): string | null {
  const wanted = compactPartNumber(query)
  return wanted.length >= EXACT_MIN && /\p{N}/u.test(wanted) ? wanted : null
}

export type NumberMatch = {
  /** The whole number was typed, not only its start. */
  exact: boolean
  /** The number as written that matched ('Pernotec 40710-5'). */
  number: string
  /** Length of the compact form that matched, to list shorter numbers first. */
  length: number
}

/**
 * How a compacted query matches an item's numbers: a whole number ('exact'), or the start of
 * one; null when neither. An exact match on any number wins over a start.
 */
export function matchNumbers(wanted: string, entries: readonly NumberEntry[]): NumberMatch | null {
  let start: NumberMatch | null = null
  for (const { number, forms } of entries) {
    if (forms.includes(wanted)) return { exact: true, number, length: wanted.length }
    if (start || wanted.length < PREFIX_MIN) continue
    const form = forms.find((candidate) => candidate.startsWith(wanted))
    if (form) start = { exact: false, number, length: form.length }
  }
  return start
}
