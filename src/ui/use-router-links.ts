import { useRouter } from '@tanstack/react-router'
import { type FocusEvent, type MouseEvent, type PointerEvent, useMemo } from 'react'

/** Marks a plain <a href> inside a list given these handlers as a link of the router. */
export const ROUTER_LINK_ATTRIBUTE = 'data-router-link'

/** How long a pointer rests on a link before its page is preloaded, as the router's own links. */
const PRELOAD_DELAY_MS = 50

function routerLinkOf(event: { target: EventTarget | null }): HTMLAnchorElement | null {
  const target = event.target as Element | null
  return target?.closest?.<HTMLAnchorElement>(`a[${ROUTER_LINK_ATTRIBUTE}]`) ?? null
}

/**
 * Event handlers for a list of many plain links (the catalogue's cards), put on the list: a
 * click on a marked link navigates in the app, and hover, focus or touch preloads its page.
 *
 * The router's own <Link> does the same per link, but each one also subscribes to the router
 * and builds its location on every render: for the eighteen links of nine cards that was a
 * quarter of the script run when the results change on a slow phone.
 */
export function useRouterLinks() {
  const router = useRouter()
  return useMemo(() => {
    let pending: { href: string; timer: ReturnType<typeof setTimeout> } | null = null
    const preload = (href: string) => {
      // The router builds a preload's location from `href` as it does a navigation's; only
      // preloadRoute's type asks for `to` as well.
      router.preloadRoute({ href } as Parameters<typeof router.preloadRoute>[0]).catch(() => {
        // A failed preload is retried by the navigation itself.
      })
    }
    const cancel = () => {
      if (pending) clearTimeout(pending.timer)
      pending = null
    }
    const preloadSoon = (href: string) => {
      if (pending?.href === href) return
      cancel()
      pending = {
        href,
        timer: setTimeout(() => {
          pending = null
          preload(href)
        }, PRELOAD_DELAY_MS),
      }
    }
    const hrefOf = (event: { target: EventTarget | null }) =>
      routerLinkOf(event)?.getAttribute('href') ?? null
    return {
      onClick(event: MouseEvent) {
        const link = routerLinkOf(event)
        const href = link?.getAttribute('href')
        if (
          !href ||
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          (link?.target && link.target !== '_self')
        ) {
          return
        }
        event.preventDefault()
        cancel()
        void router.navigate({ href })
      },
      onPointerOver(event: PointerEvent) {
        const href = hrefOf(event)
        if (href && event.pointerType === 'mouse') preloadSoon(href)
      },
      onPointerOut(event: PointerEvent) {
        if (hrefOf(event) && !routerLinkOf({ target: event.relatedTarget })) cancel()
      },
      onPointerDown(event: PointerEvent) {
        const href = hrefOf(event)
        if (href && event.pointerType !== 'mouse') preload(href)
      },
      onFocus(event: FocusEvent) {
        const href = hrefOf(event)
        if (href) preloadSoon(href)
      },
      onBlur: cancel,
    }
  }, [router])
}
