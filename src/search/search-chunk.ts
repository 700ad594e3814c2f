import { createContentSearch } from './content-search'
import type { SiteSearchFile } from './document'
import { ElsewhereResults } from './ElsewhereResults'
import { createPartsFinder } from './parts-finder'
import { siteOutcome } from './results'
import { SearchPanel } from './SearchPanel'
import type { SiteSearch } from './use-site-outcome'

/**
 * What the header search loads on its field's first focus, with the index of pages and posts:
 * the engine (with MiniSearch), the catalogue's parts finder and the results panel; none of it
 * is in any page's first load, and no part is asked for before the visitor types.
 */
export function startSiteSearch(file: SiteSearchFile) {
  const site: SiteSearch = { content: createContentSearch(file), finder: createPartsFinder() }
  return {
    site,
    SearchPanel,
    ElsewhereResults,
    /** Where Enter goes with no result chosen (waiting briefly for the parts); null for the catalogue's own search. */
    enter: async (query: string) =>
      siteOutcome(query, site.content(query), await site.finder.now(query))?.enter ?? null,
  }
}

export type LoadedSiteSearch = ReturnType<typeof startSiteSearch>
