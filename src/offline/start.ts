import type { AnyRouter } from '@tanstack/react-router'
import { hasPendingSends } from '../forms/send-queue/key'

// Fetched by every page once it has loaded (entry-client.tsx). The worker's registration (and
// the update prompt) follow when the browser is idle; sends kept without signal go when the
// connection returns, at the next page load, and are tried again every few seconds while any
// wait (a weak signal may come back without an `online` event).

/** How often a waiting send is tried again while the page is open. */
const RETRY_MS = 10_000

const whenIdle = (run: () => void) =>
  (window.requestIdleCallback ?? ((next: () => void) => setTimeout(next, 1)))(run)

/** Sends waiting for the signal, if any (their code loads only then). */
function deliverKeptSends() {
  if (!hasPendingSends() || !navigator.onLine) return
  import('./deliver-kept-sends').then(({ deliverKeptSends }) => deliverKeptSends()).catch(() => {}) // Tried again at the next page load or connection.
}

export function startOffline(router: AnyRouter): void {
  window.addEventListener('online', deliverKeptSends)
  whenIdle(() => {
    deliverKeptSends()
    setInterval(deliverKeptSends, RETRY_MS)
    // Not in the Studio's preview frame (nothing of a draft is kept), nor in `vite dev`.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator) || window.top !== window) return
    import('./register').then(({ registerWorker }) => registerWorker(router)).catch(() => {}) // The site works as before without its worker.
  })
}
