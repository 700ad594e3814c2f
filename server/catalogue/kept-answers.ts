import type { Precompressed } from '../http/precompressed.ts'

/**
 * Answers made on request, the most recent kept up to a budget of bytes (the least recently
 * asked out first): a catalogue's filters and pages repeat, and an answer is made once.
 */
export function keptAnswers(budgetBytes: number) {
  const kept = new Map<string, Precompressed>()
  let bytes = 0
  const size = (answer: Precompressed) =>
    answer.uncompressed?.length
      ? answer.identity.length
      : answer.identity.length + answer.gzip.length + answer.br.length
  return {
    /** The answer kept for `key`, or the one `make` gives, kept for next time. */
    get(key: string, make: () => Precompressed | undefined): Precompressed | undefined {
      const hit = kept.get(key)
      if (hit) {
        kept.delete(key)
        kept.set(key, hit)
        return hit
      }
      const answer = make()
      if (!answer) return undefined
      kept.set(key, answer)
      bytes += size(answer)
      for (const [oldest, value] of kept) {
        if (bytes <= budgetBytes || oldest === key) break
        kept.delete(oldest)
        bytes -= size(value)
      }
      return answer
    },
  }
}
