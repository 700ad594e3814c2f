import type { AnyRouter } from '@tanstack/react-router'
import { isPagePath } from '../site/pages'
import type { DeviceClass } from './contract'

// Real visitors' vitals, decided at build time: VITE_VITALS_ENDPOINT names where beacons go (the
// local builds set /api/vitals); without it nothing is loaded or sent. Only this small starter
// is in the first load: the web-vitals code arrives after the page has loaded and gone idle.

/** The share of page views that report, from VITE_VITALS_SAMPLE_RATE (0–1; all when unset). */
export function sampleRate(value: string | undefined): number {
  const rate = Number(value)
  return value?.trim() && Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1
}

/** The visitor's browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export function asksNotToTrack(nav: Navigator = navigator, win: object = window): boolean {
  const dnt = (nav as { doNotTrack?: string | null }).doNotTrack
  const legacy = (win as { doNotTrack?: string | null }).doNotTrack
  const gpc = (nav as { globalPrivacyControl?: boolean }).globalPrivacyControl
  return dnt === '1' || dnt === 'yes' || legacy === '1' || gpc === true
}

/** A coarse class, as the Chrome UX Report groups visits: a touch screen counts as mobile. */
export function deviceClass(win: Pick<Window, 'matchMedia'> = window): DeviceClass {
  return win.matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop'
}

/** The route pattern of the page (e.g. /$linea/$clave): no parameters, no query. */
export function routePattern(router: AnyRouter): string {
  // Matched from the address, as the router is still hydrating when the page starts.
  const leaf = router.matchRoutes(router.latestLocation).at(-1)
  // An index route's pattern ends in '/' (the door-pin catalogue's): the page is its parent's.
  const pattern = leaf?.fullPath.replace(/(.)\/$/, '$1') || '/'
  // The route table's pages render through the catch-all route: each is named by its path.
  const { pathname } = router.latestLocation
  return pattern === '/$' && isPagePath(pathname) ? pathname : pattern
}

export function startVitals(router: AnyRouter): void {
  const endpoint = import.meta.env.VITE_VITALS_ENDPOINT
  if (!endpoint || asksNotToTrack()) return
  if (Math.random() >= sampleRate(import.meta.env.VITE_VITALS_SAMPLE_RATE)) return
  // The page the visit landed on names the visit, as in the Chrome UX Report.
  const route = routePattern(router)
  const begin = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
    idle(() => {
      import('./send-vitals')
        .then(({ reportVitals }) => reportVitals({ endpoint, route, device: deviceClass() }))
        .catch(() => {}) // A chunk that fails to load costs the visitor nothing.
    })
  }
  if (document.readyState === 'complete') begin()
  else window.addEventListener('load', begin, { once: true })
}
