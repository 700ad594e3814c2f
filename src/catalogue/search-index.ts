import MiniSearch from 'minisearch'
import { parseApplications } from './applications'
import { normalizeName } from './canonical'
import { compactPartNumber } from './part-number'
import { SEARCH_INDEX_MEASURE } from './timing'
import type { Product } from './types'

// Search over the products shown: key, name, makes, models and applications; accent- and
// case-insensitive, by prefix and with typos forgiven. MiniSearch does the matching and ranking.

type Doc = {
  id: string
  key: string
  /** The key without separators, so 'pp12' finds PP-12. */
  compactKey: string
  name: string
  cars: string
  applications: string
}

/** Words of a text: runs of letters and digits ('PP-12' → PP, 12; 'Sedán' → Sedán). */
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/**
 * Searches `products` (see createProductSearch); `prepare` builds its index ahead of the first
 * search, in idle moments, and returns a function that stops doing so.
 */
export type ProductSearch = ((query: string) => Product[] | null) & { prepare: () => () => void }

/**
 * The index is built in steps of at most STEP_MS (in batches of BATCH products), one per idle
 * moment, so that a click or a key that comes meanwhile never waits behind a long task.
 */
const STEP_MS = 6
const BATCH = 20

const idle: (run: () => void) => () => void =
  typeof requestIdleCallback === 'function'
    ? (run) => {
        const id = requestIdleCallback(run)
        return () => cancelIdleCallback(id)
      }
    : (run) => {
        const id = setTimeout(run, 1)
        return () => clearTimeout(id)
      }

/**
 * An index of `products`, returned as a search function: the products that match `query`, best
 * first (an exact key first of all), or null for an empty query (no search: the list as it is).
 * The index is built when first needed (or prepared ahead), so showing and filtering the list
 * costs nothing of it.
 */
export function createProductSearch(
  products: readonly Product[],
  makes: readonly string[] = [],
): ProductSearch {
  const index = new MiniSearch<Doc>({
    fields: ['key', 'compactKey', 'name', 'cars', 'applications'],
    storeFields: [],
    tokenize,
    processTerm: (term) => normalizeName(term) || null,
    searchOptions: {
      boost: { key: 4, compactKey: 4, cars: 2 },
      prefix: true,
      fuzzy: (term) => (term.length > 3 ? 0.2 : false),
      combineWith: 'AND',
    },
  })
  const toDoc = (p: Product): Doc => {
    const applications = parseApplications(p.applications, makes) ?? []
    return {
      id: p.key,
      key: p.key,
      compactKey: compactPartNumber(p.key),
      name: p.name,
      cars: applications.map((a) => `${a.make} ${a.model}`).join(' '),
      applications: p.applications,
    }
  }
  let indexed = 0
  let firstStart = 0
  let work = 0
  /** Indexes the products up to `end`; the whole build is one timeline measure of its work. */
  const indexUpTo = (end: number) => {
    if (indexed >= products.length) return
    const began = performance.now()
    if (indexed === 0) firstStart = began
    index.addAll(products.slice(indexed, end).map(toDoc))
    indexed = Math.min(end, products.length)
    work += performance.now() - began
    // Read by `npm run bench:catalogue`: the time spent building, idle gaps left out.
    if (indexed === products.length) {
      performance.measure(SEARCH_INDEX_MEASURE, { start: firstStart, duration: work })
    }
  }
  let byKey: Map<string, Product> | undefined

  const search = (query: string) => {
    const trimmed = query.trim()
    if (!trimmed) return null
    indexUpTo(products.length)
    byKey ??= new Map(products.map((p) => [p.key, p]))
    const wanted = compactPartNumber(trimmed)
    const results = index.search(trimmed)
    // A whole key typed in any form ('pp12', 'PP 12', 'pp-12') comes first.
    const exact = results.findIndex((r) => compactPartNumber(String(r.id)) === wanted)
    if (exact > 0) results.unshift(...results.splice(exact, 1))
    if (exact === -1) {
      const key = products.find((p) => compactPartNumber(p.key) === wanted)?.key
      if (key !== undefined) results.unshift({ id: key } as (typeof results)[number])
    }
    return results.flatMap((r) => byKey?.get(String(r.id)) ?? [])
  }

  const prepare = () => {
    let cancel = () => {}
    const step = () => {
      const until = performance.now() + STEP_MS
      do indexUpTo(indexed + BATCH)
      while (indexed < products.length && performance.now() < until)
      if (indexed < products.length) cancel = idle(step)
    }
    cancel = idle(step)
    return () => cancel()
  }

  return Object.assign(search, { prepare })
}
