import { useEffect, useMemo, useState } from 'react'
import type { ContentSearch } from './content-search'
import type { PartsAnswer, PartsFinder } from './parts-finder'
import { type SiteOutcome, siteOutcome } from './results'

/** The site search once loaded: pages and posts from the index, parts from the catalogue. */
export type SiteSearch = { content: ContentSearch; finder: PartsFinder }

/**
 * The catalogue's newest answer for `query`: asked for as typing pauses, an earlier query's
 * request aborted when the query changes (its answer is never shown); until this query's answer
 * arrives, the last one heard stays.
 */
function usePartsAnswer(finder: PartsFinder, query: string): PartsAnswer | null {
  const [answer, setAnswer] = useState<PartsAnswer | null>(null)
  useEffect(() => {
    if (!query.trim()) {
      setAnswer(null)
      return
    }
    return finder.find(query, setAnswer)
  }, [finder, query])
  return answer
}

/** The results of `query` as they stand: pages and posts at once, parts as they arrive. */
export function useSiteOutcome(site: SiteSearch, query: string): SiteOutcome | null {
  const parts = usePartsAnswer(site.finder, query)
  const content = useMemo(() => site.content(query), [site, query])
  return useMemo(() => siteOutcome(query, content, parts), [query, content, parts])
}
