import { useHydrated, useLocation } from '@tanstack/react-router'

/**
 * The anchor in the address (`#pieza-br-1245`), once the page is live. The browser marks the
 * row it scrolled to as `:target` only after a page load; a link followed by the router (the
 * site search's) changes the address without that, so the row is marked from here too. Nothing
 * before hydration: the prerendered page was rendered without an address's anchor.
 */
export function useCurrentAnchor(): string | null {
  const hydrated = useHydrated()
  const hash = useLocation({ select: (location) => location.hash })
  return hydrated && hash ? hash : null
}
