import { notFound, useLoaderData } from '@tanstack/react-router'
import { useLiveContent } from '../content/live-content'
import { loadPagePhotos } from '../photos/load-page-photos'
import { NO_PAGE_PHOTOS, type PagePhotos, PagePhotosContext } from '../photos/page-photos'
import {
  FirstPagesContext,
  loadLineTables,
  NO_FIRST_PAGES,
} from '../sections/line-table/first-pages'
import type { FirstPages } from '../sections/line-table/rows'
import { loadPage } from '../sections/load-page'
import { preloadSectionCode } from '../sections/preload-section-code'
import { Sections } from '../sections/Sections'
import type { PageDocument } from '../sections/types'
import { pageHead } from '../seo/page-head'
import { type HeadContext, rootSettings } from './head-context'

/** A page as its route loads it: its document, the first rows of its line tables, its photos. */
type LoadedPage = PageDocument & { lineTables?: FirstPages; photos?: PagePhotos }

/**
 * Options shared by every content route: load the page document at the route's path (or, for
 * the catch-all route, at the visited path), its sections' code and the first rows of its line
 * tables (from the catalogue: in the prerendered HTML, or asked on a navigation), set its head,
 * render its sections. A path with no page in the content is not found. The page is shown whole,
 * so its height is final when the router sets the scroll position (top, or the one Back and
 * Forward return to).
 */
export function pageRoute(path?: string) {
  return {
    loader: async ({
      location,
      abortController,
    }: {
      location: { pathname: string }
      abortController?: AbortController
    }): Promise<LoadedPage> => {
      const page = await loadPage(path ?? location.pathname)
      if (!page) throw notFound()
      const [lineTables, photos] = await Promise.all([
        loadLineTables(page.sections, abortController?.signal),
        loadPagePhotos(page.path ?? location.pathname, page.sections, abortController?.signal),
        import.meta.env.SSR ? undefined : preloadSectionCode(page.sections),
      ])
      return {
        ...page,
        ...(lineTables ? { lineTables } : {}),
        ...(photos === NO_PAGE_PHOTOS ? {} : { photos }),
      }
    },
    head: ({ loaderData, matches }: HeadContext<PageDocument>) =>
      pageHead(loaderData, rootSettings(matches)),
    component: ContentPage,
  }
}

export function ContentPage() {
  const built: LoadedPage = useLoaderData({ strict: false })
  const page = useLiveContent('page', { path: built.path }, built)
  return (
    <FirstPagesContext value={built.lineTables ?? NO_FIRST_PAGES}>
      <PagePhotosContext value={built.photos ?? NO_PAGE_PHOTOS}>
        <Sections sections={page.sections} />
      </PagePhotosContext>
    </FirstPagesContext>
  )
}
