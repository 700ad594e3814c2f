import { type NavigateOptions, useRouter } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, type MouseEvent, useRef } from 'react'

/** How long the pointer rests on a link before its page is preloaded (as the router's links). */
const PRELOAD_DELAY_MS = 50

/** A click the router turns into a navigation in this tab (not a new tab or window). */
function inThisTab(event: MouseEvent) {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

/** The link handles its own clicks, hovers, focus and presses: it takes no handler of those. */
type QuietLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onPointerDown'
> & {
  /** Where the link leads, as the router's navigate() takes it. */
  link: NavigateOptions
  /**
   * Where a press or click in this tab leads, when it may differ from the href rendered: the
   * target as it is at that moment (the catalogue's text typed since its links last rendered).
   */
  linkNow?: () => NavigateOptions
  /** Runs as a click starts the navigation in this tab (not for a new tab or window). */
  onNavigate?: () => void
}

/**
 * A link the router follows as it follows its own <Link>: a real href (a new tab, a crawler), a
 * navigation in this tab, its page preloaded on hover, focus or press. Unlike <Link>, it does not
 * listen to every change of address to decide whether it leads to the current one (its href is
 * built when it renders): a list of many links (the catalogue's filters, pages and cards) would
 * otherwise rebuild each link's location on every navigation. Marking the current one is the
 * caller's (aria-current).
 */
export function QuietLink({ link, linkNow, onNavigate, ...anchor }: QuietLinkProps) {
  const router = useRouter()
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const target = () => linkNow?.() ?? link
  const cancel = () => clearTimeout(pending.current)
  const preload = () => {
    cancel()
    router.preloadRoute(target()).catch(() => {})
  }
  // Hover and focus preload after a pause, which a click cancels: it loads the page itself.
  const preloadSoon = () => {
    cancel()
    pending.current = setTimeout(preload, PRELOAD_DELAY_MS)
  }
  return (
    <a
      {...anchor}
      href={router.buildLocation(link).href}
      onClick={(event) => {
        if (!inThisTab(event)) return
        event.preventDefault()
        cancel()
        onNavigate?.()
        void router.navigate(target())
      }}
      onMouseEnter={preloadSoon}
      onMouseLeave={cancel}
      onFocus={preloadSoon}
      onBlur={cancel}
      onPointerDown={(event) => {
        // A press (a finger, or a mouse's main button) leads to a click a tenth of a second or
        // so later: the page is asked for now, and the click takes it.
        if (event.button === 0) preload()
      }}
    />
  )
}
