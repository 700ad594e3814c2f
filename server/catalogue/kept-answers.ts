import type { Precompressed } from '../http/precompressed.ts'

type Kept = { answer: Precompressed /** When it last moved to the newest end. */; moved: number }

/**
 * Answers made on request, the most recent kept up to a budget of bytes (the least recently
 * asked out first): a catalogue's filters and pages repeat, and an answer is made once.
 *
 * The map's order is the order of use, oldest first. Moving an answer to the newest end (a
 * delete and a set) costs a busy map more than the rest of a hit, so an answer is moved only
 * once it has fallen into the older half: fewer answers than half the map were moved or added
 * since it last was, so it is still among the newer half, far from the oldest end that gives
 * way first. A hot answer is thus moved once per half a map's worth of other answers, not on
 * every ask.
 */
export function keptAnswers(budgetBytes: number) {
  const kept = new Map<string, Kept>()
  let bytes = 0
  let clock = 0
  const size = (answer: Precompressed) =>
    answer.uncompressed?.length
      ? answer.identity.length
      : answer.identity.length + answer.gzip.length + answer.br.length
  return {
    /** The answer kept for `key`, or the one `make` gives, kept for next time. */
    get(key: string, make: () => Precompressed | undefined): Precompressed | undefined {
      const hit = kept.get(key)
      if (hit) {
        // At most `clock - hit.moved` answers stand after it in the map.
        if (clock - hit.moved >= kept.size / 2) {
          kept.delete(key)
          kept.set(key, hit)
          hit.moved = ++clock
        }
        return hit.answer
      }
      const answer = make()
      if (!answer) return undefined
      kept.set(key, { answer, moved: ++clock })
      bytes += size(answer)
      for (const [oldest, value] of kept) {
        if (bytes <= budgetBytes || oldest === key) break
        kept.delete(oldest)
        bytes -= size(value.answer)
      }
      return answer
    },
    /** The keys kept, the least recently asked first. */
    keys: (): string[] => [...kept.keys()],
  }
}
