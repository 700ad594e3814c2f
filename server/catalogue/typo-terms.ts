// A search forgives a typo as the catalogue's search in the browser once did ('tsuro' finds
// Tsuru): a word of four letters or more also matches the indexed words one edit away (two from
// eight letters on). A word with a digit is a number or a measure, taken as typed: a number one
// digit off is another part.

/** The edits a word may be away from the word it means; 0 for a word taken as typed. */
export function typoAllowance(word: string): number {
  if (word.length < 4 || /\d/.test(word)) return 0
  return Math.round(word.length * 0.2)
}

/** The terms of `vocabulary` at most `max` edits (insert, delete, replace) away from `word`. */
export function termsNear(word: string, vocabulary: readonly string[], max: number): string[] {
  if (max === 0) return []
  return vocabulary.filter(
    (term) =>
      term !== word &&
      Math.abs(term.length - word.length) <= max &&
      editDistance(word, term, max) <= max,
  )
}

/** Levenshtein distance, given up (max + 1) once every path exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      current.push(value)
      if (value < best) best = value
    }
    if (best > max) return max + 1
    previous = current
  }
  return previous[b.length] as number
}
