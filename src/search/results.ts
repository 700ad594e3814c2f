import { type LineId, productLine } from '../catalogue/lines'
import type { ContentKind, SearchDocument } from './document'
import { type PartLink, partLink, type ResultLink } from './part-links'
import type { PartsAnswer } from './parts-finder'

/** Results shown per group: enough to choose from, few enough for a phone's screen. */
export const PER_GROUP = 3

const CONTENT_LABELS: Record<ContentKind, string> = { page: 'Páginas', post: 'Artículos' }

export type ResultGroup = {
  /** A product line's id, or 'page' or 'post'. */
  id: LineId | ContentKind
  label: string
  links: ResultLink[]
  /** Door pins beyond those shown: the catalogue's own search lists them all. */
  catalogue: boolean
}

/** One search as the panel shows it. */
export type SiteOutcome = {
  query: string
  /** Parts by line, the best line first; then pages, then posts. */
  groups: ResultGroup[]
  /** Every match known: the parts the catalogue counted, the pages and the posts. */
  total: number
  /**
   * 'found': the parts are this query's; 'pending': they are on their way (an earlier query's
   * may be shown meanwhile); 'failed': the catalogue did not answer, pages and posts only.
   */
  parts: 'found' | 'pending' | 'failed'
  /**
   * Where Enter goes with no result chosen: a part number typed whole opens its part; words that
   * found any door pin, the catalogue's search (null), which lists every match with its filters;
   * otherwise the first result; nothing found, the catalogue's search, as without JavaScript.
   */
  enter: string | null
}

/**
 * The results of `query`: the pages and posts the index found, and the parts of the catalogue's
 * newest answer. Null for a blank query.
 */
export function siteOutcome(
  typed: string,
  content: readonly SearchDocument[],
  parts: PartsAnswer | null,
): SiteOutcome | null {
  const query = typed.trim()
  if (!query) return null
  const status = parts?.query === query ? parts.status : 'pending'
  const page = parts?.status === 'found' ? parts.page : null
  const partGroups = groupParts(
    query,
    page?.products ?? [],
    (page?.total ?? 0) > (page?.products.length ?? 0),
  )
  const contentGroups = (['page', 'post'] as const).flatMap((kind) => {
    const links = content
      .filter((document) => document.kind === kind)
      .slice(0, PER_GROUP)
      .map((document) => ({
        key: `${kind}:${document.id}`,
        href: document.href,
        title: document.title,
        detail: document.detail,
      }))
    return links.length ? [{ id: kind, label: CONTENT_LABELS[kind], links, catalogue: false }] : []
  })
  const groups = [...partGroups.map(({ group }) => group), ...contentGroups]
  const best = partGroups[0]?.best
  // Words that found door pins open the catalogue's search even when another line's part ranks
  // first: a list the visitor can narrow, rather than one part of many that merely matched.
  const pinsFound = partGroups.some(({ best: part }) => part.pin)
  const enter = best
    ? best.exact || !pinsFound
      ? best.href
      : null
    : (groups[0]?.links[0]?.href ?? null)
  return {
    query,
    groups,
    total: (status === 'found' ? (page?.total ?? 0) : 0) + content.length,
    parts: status,
    enter,
  }
}

/** Parts by line, the lines in the order of their best part; the catalogue's order within. */
function groupParts(
  query: string,
  parts: readonly Parameters<typeof partLink>[1][],
  truncated: boolean,
) {
  const groups = new Map<LineId, { group: ResultGroup; best: PartLink; count: number }>()
  const seen = new Set<string>()
  for (const part of parts) {
    const link = partLink(query, part)
    // Each part once, even if an answer (or one merged from two) names it twice.
    if (seen.has(link.key)) continue
    seen.add(link.key)
    let entry = groups.get(part.line)
    if (!entry) {
      const group = {
        id: part.line,
        label: productLine(part.line).name,
        links: [],
        catalogue: false,
      }
      entry = { group, best: link, count: 0 }
      groups.set(part.line, entry)
    }
    entry.count++
    if (entry.group.links.length < PER_GROUP) entry.group.links.push(link)
  }
  for (const { group, best, count } of groups.values()) {
    group.catalogue = best.pin && (count > group.links.length || truncated)
  }
  return [...groups.values()]
}
