import MiniSearch from 'minisearch'
import {
  type NumberEntry,
  numberEntries,
  numberQuery,
  rankByNumber,
} from '../catalogue/number-match'
import type { SearchDocument, SearchKind, SiteSearchFile } from './document'
import { searchEngineOptions } from './engine'

export type SearchHit = {
  document: SearchDocument
  /** A part number typed whole, in any spelling ('4 0 7 1 0-5', 'br 1245'). */
  exact: boolean
  /** The part number that matched, as written ('Pernotec 40710-5'), when one did. */
  number?: string
}

export type SearchGroup = { kind: SearchKind; label: string; hits: SearchHit[]; total: number }

/** One search: every hit best first, and the first few of each kind in groups. */
export type SearchOutcome = { query: string; hits: SearchHit[]; groups: SearchGroup[] }

export type SiteSearch = (query: string) => SearchOutcome | null

/** The groups' names, as the results list shows them. */
export const GROUP_LABELS: Record<SearchKind, string> = {
  pin: 'Pernos para puerta',
  part: 'Otras piezas',
  page: 'Páginas',
  post: 'Artículos',
}

/** Results shown per group: enough to choose from, few enough for a phone's screen. */
export const PER_GROUP = 3

/**
 * The site search over the build's index: a part number typed whole (exact) or by its start
 * comes first, separators ignored; then MiniSearch's ranking of the words. Null for an empty
 * query. The index is built on creation, once per visit.
 */
export function createSiteSearch(file: SiteSearchFile): SiteSearch {
  const { documents } = file
  const index = new MiniSearch<SearchDocument>(searchEngineOptions)
  index.addAll(documents)
  const numbers: { document: SearchDocument; entries: NumberEntry[] }[] = documents
    .filter((document) => document.numbers.length > 0)
    .map((document) => ({ document, entries: numberEntries(document.numbers) }))

  return (query) => {
    const trimmed = query.trim()
    if (!trimmed) return null
    const wanted = numberQuery(trimmed)
    const hits: SearchHit[] = wanted
      ? rankByNumber(wanted, numbers, (entry) => entry.entries).map(({ item, match }) => ({
          document: item.document,
          exact: match.exact,
          number: match.number,
        }))
      : []
    const listed = new Set(hits.map((hit) => hit.document.id))
    for (const result of index.search(trimmed)) {
      const document = documents[Number(result.id)]
      if (document && !listed.has(document.id)) hits.push({ document, exact: false })
    }
    return { query: trimmed, hits, groups: groupHits(hits) }
  }
}

/** Hits by kind; the groups in the order of their best hit, so the best hit is shown first. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchGroup>()
  for (const hit of hits) {
    const { kind } = hit.document
    let group = groups.get(kind)
    if (!group) {
      group = { kind, label: GROUP_LABELS[kind], hits: [], total: 0 }
      groups.set(kind, group)
    }
    group.total++
    if (group.hits.length < PER_GROUP) group.hits.push(hit)
  }
  return [...groups.values()]
}

/**
 * Where Enter takes a search with no result chosen: the place of a part number typed whole;
 * the catalogue's own search (null) when the best hit is a door pin, since its list shows every
 * matching pin with the make and model filters; otherwise the best hit; and the catalogue's
 * search again when nothing matched, as the form does without JavaScript.
 */
export function enterTarget(outcome: SearchOutcome | null): string | null {
  const best = outcome?.hits[0]
  if (!best) return null
  if (best.exact) return best.document.href
  return best.document.kind === 'pin' ? null : best.document.href
}
