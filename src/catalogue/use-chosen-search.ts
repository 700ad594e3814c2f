import { useCallback, useRef, useState } from 'react'
import { sameSearch } from './canonical'
import type { CatalogueSearch } from './search-params'

/**
 * The filter state to show: the one a visitor has just chosen, until the URL has it, else the
 * URL's. The URL is written after the choice's results are on screen; the choice itself renders
 * with the click, so the results change in the click's own frame.
 *
 * A chosen state holds only over the URL state it was chosen on: once the URL's state changes
 * (the choice landing, Back, Forward, the header's search), the URL's state is shown.
 */
export function useChosenSearch(url: CatalogueSearch): {
  search: CatalogueSearch
  choose: (next: CatalogueSearch) => void
} {
  const [chosen, setChosen] = useState<{ over: CatalogueSearch; next: CatalogueSearch } | null>(
    null,
  )
  const current = useRef(url)
  current.current = url
  const choose = useCallback(
    (next: CatalogueSearch) => setChosen({ over: current.current, next }),
    [],
  )
  // Compared by value: the URL's state is a new object whenever the router navigates, even when
  // only the hash changed. A choice the URL has moved on from is forgotten, so that coming back to
  // the state it was chosen on (Back) shows that state.
  const holds = chosen !== null && sameSearch(chosen.over, url)
  if (chosen !== null && !holds) setChosen(null)
  return { search: holds && chosen ? chosen.next : url, choose }
}
