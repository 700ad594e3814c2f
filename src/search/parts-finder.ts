import { searchParts } from '../catalogue/api'
import { searchWords } from '../catalogue/measures'
import { compactPartNumber } from '../catalogue/part-number'
import type { SearchPage } from '../catalogue/types'

/** Parts one search asks for: a few groups of the best lines, a few KB on a phone's link. */
export const PARTS_PER_SEARCH = 20
/** The pause in typing after which the parts are asked for: not one request per key. */
const PAUSE_MS = 200
/** An answer later than this is given up: the pages and posts stay, without parts. */
const TIMEOUT_MS = 5_000
/** How long Enter waits for the parts of a query not answered yet. */
const ENTER_WAIT_MS = 1_500
/** Answers kept, so that a query typed again (a letter deleted) is answered at once. */
const KEPT_ANSWERS = 30
/** The shortest query asked for: a single letter or digit matches most of the catalogue. */
const MIN_LENGTH = 2

/** The catalogue's parts for one query, or its failure (an error, a refusal, too slow). */
export type PartsAnswer =
  | { query: string; status: 'found'; page: SearchPage }
  | { query: string; status: 'failed' }

type LookUp = (query: string, signal: AbortSignal) => Promise<SearchPage>

export type PartsFinder = {
  /**
   * Asks for the query's parts once typing pauses and hands the answer to `answer`, unless the
   * returned function was called first (a newer query took over): that aborts the request, and
   * its answer is never heard. A kept or too short query is answered at once.
   */
  find(query: string, answer: (answer: PartsAnswer) => void): () => void
  /** The query's parts without a pause (Enter), or a failure after a short wait. */
  now(query: string): Promise<PartsAnswer>
}

/**
 * What the catalogue's search reads of a query (its words and its letters and digits): two
 * queries alike in both ('M12 x 1' and 'M12 x 1.') have the same answer.
 */
const readAs = (query: string) => `${searchWords(query).join(' ')}\n${compactPartNumber(query)}`

const lookUpParts: LookUp = (query, signal) =>
  searchParts({ q: query, por_pagina: PARTS_PER_SEARCH }, undefined, signal)

const noParts = (query: string): PartsAnswer => ({
  query,
  status: 'found',
  page: {
    total: 0,
    page: 1,
    pages: 1,
    pageSize: PARTS_PER_SEARCH,
    lineTotal: 0,
    years: [],
    products: [],
  },
})

export function createPartsFinder({
  pauseMs = PAUSE_MS,
  timeoutMs = TIMEOUT_MS,
  enterWaitMs = ENTER_WAIT_MS,
  lookUp = lookUpParts,
}: {
  pauseMs?: number
  timeoutMs?: number
  enterWaitMs?: number
  lookUp?: LookUp
} = {}): PartsFinder {
  const kept = new Map<string, PartsAnswer>()

  const known = (query: string): PartsAnswer | undefined => {
    if (compactPartNumber(query).length < MIN_LENGTH) return noParts(query)
    const answer = kept.get(readAs(query))
    return answer && { ...answer, query }
  }

  const ask = async (query: string, signal: AbortSignal): Promise<PartsAnswer> => {
    try {
      const page = await lookUp(query, AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]))
      const answer: PartsAnswer = { query, status: 'found', page }
      kept.delete(readAs(query))
      kept.set(readAs(query), answer)
      if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value as string)
      return answer
    } catch {
      // Aborted, refused, malformed or late: the results go on without parts.
      return { query, status: 'failed' }
    }
  }

  return {
    find(typed, answer) {
      const query = typed.trim()
      const ready = known(query)
      if (ready) {
        answer(ready)
        return () => {}
      }
      const controller = new AbortController()
      const timer = setTimeout(() => {
        void ask(query, controller.signal).then((result) => {
          if (!controller.signal.aborted) answer(result)
        })
      }, pauseMs)
      return () => {
        clearTimeout(timer)
        controller.abort()
      }
    },

    now(typed) {
      const query = typed.trim()
      const ready = known(query)
      if (ready) return Promise.resolve(ready)
      const controller = new AbortController()
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<PartsAnswer>((resolve) => {
        timer = setTimeout(() => {
          controller.abort()
          resolve({ query, status: 'failed' })
        }, enterWaitMs)
      })
      return Promise.race([ask(query, controller.signal), late]).finally(() => clearTimeout(timer))
    },
  }
}
