import { createClient } from '@sanity/client'
import { createQueryStore } from '@sanity/core-loader'
import { enableVisualEditing, type HistoryAdapter } from '@sanity/visual-editing'
import type { AnyRouter, RouterHistory } from '@tanstack/react-router'
import {
  currentContent,
  previewDrafts,
  setLiveContent,
  watchShownQueries,
} from '../content/live-content'
import type { SanityProject } from '../content/sanity-project'
import { liveQueries } from './queries'
import { stegaFilter } from './stega-filter'

/**
 * The site inside the Studio's Presentation tool. Every query the page shows is handed to the
 * Studio, which runs it with the editor's own session (drafts included, as the editor types)
 * and sends the result back with its source map; the result is shown with invisible edit
 * markers (stega) in its texts, and the overlays of @sanity/visual-editing turn them into
 * click-to-edit targets. The browser never holds a token: the Studio's connection reads drafts.
 */
/** What the Presentation code needs of the site's router. */
export type PresentationRouter = Pick<AnyRouter, 'navigate' | 'invalidate'> & {
  history: RouterHistory
}

export function startPresentation(
  project: SanityProject & { studioUrl: string },
  router: PresentationRouter,
): () => void {
  const client = createClient({
    projectId: project.projectId,
    dataset: project.dataset,
    apiVersion: project.apiVersion,
    useCdn: false,
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: project.studioUrl, filter: stegaFilter },
  })
  // `ssr: true` without a client: this store never queries Sanity itself, only the Studio does.
  const store = createQueryStore({ client: false, ssr: true })
  const stopLoaders = store.enableLiveMode({ client })
  // A path with nothing published may hold a draft: its 404 page now asks the Studio for it.
  previewDrafts()

  const listening = new Map<string, () => void>()
  const unwatch = watchShownQueries((queries) => {
    const keys = new Set(queries.map((query) => query.key))
    for (const [key, stop] of listening) {
      if (keys.has(key)) continue
      stop()
      listening.delete(key)
    }
    for (const query of queries) {
      if (listening.has(query.key)) continue
      const result = store.createFetcherStore(liveQueries[query.id], query.params, {
        data: currentContent(query),
      })
      // Only answers from the Studio carry a source map; until then the page shows its own data.
      const stop = result.subscribe((state) => {
        if (state.sourceMap && state.data != null) setLiveContent(query.key, state.data)
      })
      listening.set(query.key, stop)
    }
  })

  const disableOverlays = enableVisualEditing({
    history: presentationHistory(router),
    // The Studio's refresh button reloads the route data; drafts keep coming from the Studio.
    refresh: (payload) => (payload.source === 'manual' ? router.invalidate() : false),
  })

  return () => {
    disableOverlays()
    unwatch()
    for (const stop of listening.values()) stop()
    stopLoaders()
  }
}

/** Keeps the Presentation tool's address bar and the site's router in step, both ways. */
export function presentationHistory(router: PresentationRouter): HistoryAdapter {
  return {
    subscribe(navigate) {
      navigate({ type: 'push', url: router.history.location.href })
      return router.history.subscribe(({ location, action }) => {
        navigate({ type: action.type === 'REPLACE' ? 'replace' : 'push', url: location.href })
      })
    },
    update(update) {
      if (update.type === 'pop') {
        router.history.back()
        return
      }
      const url = new URL(update.url, window.location.href)
      if (url.origin !== window.location.origin) return
      void router.navigate({
        href: `${url.pathname}${url.search}${url.hash}`,
        replace: update.type === 'replace',
      })
    },
  }
}
