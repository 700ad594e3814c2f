import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { recordEarlyInput } from './forms/early-input'
import { startLiveContent } from './live/start'
import { getRouter } from './router'
import { isPartNotFoundDocument, NOT_FOUND_DOCUMENTS } from './routing/not-found-document'
import { adoptPrerenderedDocument, CATALOGUE_DOCUMENT } from './routing/prerendered-document'
import { startVitals } from './vitals/start'

recordEarlyInput(document)
// Evaluating the bundle is one task already; building the router and hydrating each get their
// own, so none of them blocks the main thread for long on a slow phone. (Callbacks, not a
// top-level await: with one, the bundler splits the entry into many more first-load files.)
setTimeout(() => {
  const router = getRouter()
  const adopted = adoptPrerenderedDocument(router, [...NOT_FOUND_DOCUMENTS, CATALOGUE_DOCUMENT])
  if (isPartNotFoundDocument(adopted)) {
    // The build did not know the key; the catalogue may have gained it since (code loaded only here).
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe()
      void import('./product/open-added-part').then((added) =>
        added.openPartAddedAfterBuild(router),
      )
    })
  }
  setTimeout(() => {
    // As a transition, hydration works in slices of a few milliseconds and yields to the
    // browser in between (a plain hydrateRoot is one long task); input still goes first.
    startTransition(() => {
      hydrateRoot(document, <RouterClient router={router} />)
    })
    // Decided at build time: a build on the embedded snapshot has no live code at all.
    if (import.meta.env.VITE_SANITY_PROJECT_ID) startLiveContent(import.meta.env, router)
    // Decided at build time too: without a vitals endpoint, nothing of it is in the bundle.
    if (import.meta.env.VITE_VITALS_ENDPOINT) startVitals(router)
    // The installable app's code (the worker's registration, sends kept without signal) is
    // fetched once the page has loaded: none of it is in the first load.
    const offline = () =>
      import('./offline/start').then(({ startOffline }) => startOffline(router)).catch(() => {}) // The site works as before without it.
    if (document.readyState === 'complete') offline()
    else window.addEventListener('load', offline, { once: true })
  })
})
