/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (service-worker/sw.ts) through vite-plugin-pwa's registration,
 * after the page has loaded (src/offline/start.ts), offers a waiting new version
 * (update-prompt.ts), and asks the worker to keep each page this visit shows: a page reached by a
 * client-side navigation is never requested as a document, so the worker would not see it.
 */

import { registerSW } from 'virtual:pwa-register'
import type { AnyRouter } from '@tanstack/react-router'

export function registerWorker(router: AnyRouter): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      void import('./update-prompt').then(({ showUpdatePrompt }) =>
        showUpdatePrompt(() => update(true)),
      )
    },
  })
  // The first page was loaded before the worker: it keeps that page and its pictures now.
  keepPage(window.location.href, shownPictures())
  // The worker keeps one copy of a page whatever its query (the server sends the same HTML), so a
  // catalogue choice or a typed search, which change only the query, fetch nothing again.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) keepPage(window.location.href, [])
  })
}

/** This site's pictures the page has loaded so far. */
function shownPictures(): string[] {
  return [...document.images]
    .map((image) => image.currentSrc)
    .filter((src) => src.startsWith(`${window.location.origin}/`))
}

/** Workbox's `CACHE_URLS` message: the worker fetches each through its route (page, picture). */
function keepPage(href: string, pictures: string[]) {
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[href, { headers: { accept: 'text/html' } }], ...pictures] },
    }),
  )
}
