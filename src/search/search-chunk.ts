import type { SiteSearchFile } from './document'
import { ElsewhereResults } from './ElsewhereResults'
import { SearchPanel } from './SearchPanel'
import { createSiteSearch, enterTarget } from './site-search'

/**
 * What the header search loads on its field's first focus, with the index: the engine (with
 * MiniSearch) and the results panel; none of it is in any page's first load.
 */
export function startSiteSearch(file: SiteSearchFile) {
  const search = createSiteSearch(file)
  return {
    search,
    SearchPanel,
    ElsewhereResults,
    /** Where Enter goes with no result chosen; null for the catalogue's own search. */
    enter: (query: string) => enterTarget(search(query)),
  }
}

export type LoadedSiteSearch = ReturnType<typeof startSiteSearch>
