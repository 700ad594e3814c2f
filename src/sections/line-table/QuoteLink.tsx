import { Link, useLocation } from '@tanstack/react-router'
import styles from './LineTable.module.css'
import { PART_PARAM } from './part-quote'

declare module '@tanstack/history' {
  interface HistoryState {
    /** When a table row's 'Cotizar' was chosen: every choice is a navigation of its own. */
    quoteRequestAt?: number
  }
}

/**
 * A row's 'Cotizar' (named 'Cotizar BR-1245' for a screen reader): a real link to the page's
 * quote form with the part in the address, `?pieza=BR-1245#cotizar`. Before hydration it is a
 * plain page load that lands on the form; the form reads the part from the address and names it
 * in its message. `nofollow`: the address is the same page for a crawler.
 *
 * The router neither scrolls nor makes a history entry for a link to the address already shown,
 * so each choice carries its own history state, and choosing again the part already in the
 * address replaces the entry: the form comes back into view and names the part again if the
 * visitor had deleted it, and Back still leaves the form in one step.
 */
export function QuoteLink({ part, formAnchor }: { part: string; formAnchor: string }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const here = useLocation({
    select: (location) =>
      (location.search as Record<string, unknown>)[PART_PARAM] === part &&
      location.hash === formAnchor,
  })
  return (
    <Link
      to={pathname}
      // Content routes declare no search parameters, so the router's types allow none here.
      search={{ [PART_PARAM]: part } as never}
      hash={formAnchor}
      state={() => ({ quoteRequestAt: Date.now() })}
      replace={here}
      rel="nofollow"
      className={`btn btn-outline ${styles.quote}`}
    >
      Cotizar <span className="visually-hidden">{part}</span>
    </Link>
  )
}
