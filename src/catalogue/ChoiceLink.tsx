import type { NavigateOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { QuietLink } from '../ui/QuietLink'
import { CATALOGUE_CHOICE } from './catalogue-route'
import { CATALOGUE_PATH } from './paths'
import type { CatalogueSearch } from './search-params'

/**
 * A choice in the catalogue (a make, a model, a year, a page) as a real link to the view it
 * shows: it opens in a new tab, a crawler follows it, and the router preloads its page on
 * intent. `selected` marks the choice the view is filtered by (a make stays selected under one
 * of its models); `onChoose` runs when the click navigates in this tab. A QuietLink: the filter
 * column holds dozens of links, which need not listen to every change of address.
 */
export function ChoiceLink(props: {
  search: CatalogueSearch
  /** The view a click leads to, when it may differ from `search` (see QuietLink's linkNow). */
  searchNow?: () => CatalogueSearch
  selected?: boolean
  className?: string
  label?: string
  onChoose?: () => void
  children: ReactNode
}) {
  const { searchNow } = props
  return (
    <QuietLink
      link={linkTo(props.search)}
      linkNow={searchNow && (() => linkTo(searchNow()))}
      className={props.className}
      aria-label={props.label}
      aria-current={props.selected ? 'true' : undefined}
      onNavigate={props.onChoose}
    >
      {props.children}
    </QuietLink>
  )
}

const linkTo = (search: CatalogueSearch): NavigateOptions => ({
  to: CATALOGUE_PATH,
  search,
  state: CATALOGUE_CHOICE,
  resetScroll: false,
})
