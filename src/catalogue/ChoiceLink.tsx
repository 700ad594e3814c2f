import { Link } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { CATALOGUE_CHOICE } from './catalogue-route'
import { CATALOGUE_PATH } from './paths'
import type { CatalogueSearch } from './search-params'

/**
 * The router marks a link current only when it leads to exactly the address shown; `selected`
 * marks it too. The router's mark is left out of the server's HTML and of hydration
 * (`includeHash`): the prerendered list may be served at a filtered address, and the hydrated
 * links must be those the server wrote, for React to update them when the filtered list comes.
 */
const EXACT = { exact: true, includeHash: true } as const

/** A click the router turns into a navigation in this tab (not a new tab or window). */
function inThisTab(event: MouseEvent) {
  return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
}

/**
 * A choice in the catalogue (a make, a model, a year, a page) as a real link to the view it
 * shows: it opens in a new tab, a crawler follows it, and the router preloads its data on
 * intent. `selected` marks the choice the view is filtered by (a make stays selected under one
 * of its models); `onChoose` runs when the click navigates in this tab.
 */
export function ChoiceLink(props: {
  search: CatalogueSearch
  selected?: boolean
  className?: string
  label?: string
  onChoose?: () => void
  children: ReactNode
}) {
  const { onChoose } = props
  return (
    <Link
      to={CATALOGUE_PATH}
      search={props.search}
      state={CATALOGUE_CHOICE}
      resetScroll={false}
      activeOptions={EXACT}
      className={props.className}
      aria-label={props.label}
      aria-current={props.selected ? 'true' : undefined}
      onClick={onChoose ? (event) => inThisTab(event) && onChoose() : undefined}
    >
      {props.children}
    </Link>
  )
}
