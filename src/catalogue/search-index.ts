import MiniSearch from 'minisearch'
import { parseApplications } from './applications'
import { normalizeName } from './canonical'
import { type NumberEntry, numberEntries, numberQuery, rankByNumber } from './number-match'
import { compactPartNumber } from './part-number'
import { SEARCH_INDEX_MEASURE } from './timing'
import type { Product } from './types'

// Search over the products shown: key, name, makes, models, applications and other brands'
// numbers; accent- and case-insensitive, by prefix and with typos forgiven. MiniSearch does the
// matching and ranking; a part number typed whole or by its start comes first.

type Doc = {
  id: string
  key: string
  /** The key without separators, so 'pp12' finds PP-12. */
  compactKey: string
  name: string
  cars: string
  applications: string
  /** OE and other brands' numbers ('Nissan 80420-01A05'). */
  equivalences: string
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
    fields: ['key', 'compactKey', 'name', 'cars', 'applications', 'equivalences'],
    storeFields: [],
    tokenize,
    processTerm: (term) => normalizeName(term) || null,
    searchOptions: {
      boost: { key: 4, compactKey: 4, equivalences: 3, cars: 2 },
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
      equivalences: p.equivalences.join(' '),
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
  let numbers: { product: Product; entries: NumberEntry[] }[] | undefined

  const search = (query: string) => {
    const trimmed = query.trim()
    if (!trimmed) return null
    indexUpTo(products.length)
    byKey ??= new Map(products.map((p) => [p.key, p]))
    numbers ??= products.map((product) => ({
      product,
      entries: numberEntries([product.key, ...product.equivalences]),
    }))
    // A key or another brand's number typed whole in any form ('pp12', '4 0 7 1 0-5') comes
    // first, then the numbers it starts, then the text search's ranking.
    const wanted = numberQuery(trimmed)
    const first = wanted
      ? rankByNumber(wanted, numbers, (n) => n.entries).map((n) => n.item.product)
      : []
    const listed = new Set(first.map((p) => p.key))
    const rest = index.search(trimmed).flatMap((r) => {
      const product = byKey?.get(String(r.id))
      return product && !listed.has(product.key) ? [product] : []
    })
    return [...first, ...rest]
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
