import { useCallback, useRef, useState } from 'react'
import { afterResults } from './after-results'
import { sameSearch } from './canonical'
import type { CatalogueSearch } from './search-params'

/** How a choice is written to the URL: a new history entry, or `replace` for the same one. */
export type WriteSearch = (next: CatalogueSearch, options?: { replace?: boolean }) => void

/**
 * The filter state to show: the one a visitor has just chosen, until the URL has it, else the
 * URL's. The choice renders with the click, so the results change in the click's own frame; it
 * is written (by `write`) once its results are on screen (after-results.ts), unless a newer
 * choice or a navigation from elsewhere came first.
 *
 * A chosen state holds only over the URL state it was chosen on: once the URL's state changes
 * (the choice landing, Back, Forward, the header's search), the URL's state is shown.
 */
export function useChosenSearch(
  url: CatalogueSearch,
  write: WriteSearch,
): { search: CatalogueSearch; choose: WriteSearch } {
  const [chosen, setChosen] = useState<{ over: CatalogueSearch; next: CatalogueSearch } | null>(
    null,
  )
  const current = useRef(url)
  current.current = url
  const latest = useRef(chosen)
  const choose = useCallback<WriteSearch>(
    (next, options) => {
      const choice = { over: current.current, next }
      latest.current = choice
      setChosen(choice)
      afterResults(() => {
        if (latest.current === choice && sameSearch(current.current, choice.over)) {
          write(next, options)
        }
      })
    },
    [write],
  )
  // Compared by value: the URL's state is a new object whenever the router navigates, even when
  // only the hash changed. A choice the URL has moved on from is forgotten, so that coming back to
  // the state it was chosen on (Back) shows that state.
  const holds = chosen !== null && sameSearch(chosen.over, url)
  if (chosen !== null && !holds) setChosen(null)
  return { search: holds && chosen ? chosen.next : url, choose }
}
