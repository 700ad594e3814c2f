import { notFound, useLoaderData } from '@tanstack/react-router'
import { useLiveContent } from '../content/live-content'
import { loadPage } from '../sections/load-page'
import { preloadSectionCode } from '../sections/preload-section-code'
import { Sections } from '../sections/Sections'
import type { PageDocument } from '../sections/types'
import { pageHead } from '../seo/page-head'
import type { SiteSettings } from '../site/settings'

type HeadContext = { loaderData?: PageDocument; matches: { loaderData?: unknown }[] }

/**
 * Options shared by every content route: load the page document at the route's path (or, for
 * the catch-all route, at the visited path) and its sections' code, set its head, render its
 * sections. A path with no page in the content is not found. The page is shown whole, so its
 * height is final when the router sets the scroll position (top, or the one Back and Forward
 * return to).
 */
export function pageRoute(path?: string) {
  return {
    loader: async ({ location }: { location: { pathname: string } }) => {
      const page = await loadPage(path ?? location.pathname)
      if (!page) throw notFound()
      if (!import.meta.env.SSR) await preloadSectionCode(page.sections)
      return page
    },
    // The root route (first match) loads the site settings.
    head: ({ loaderData, matches }: HeadContext) =>
      pageHead(loaderData, matches[0]?.loaderData as SiteSettings | undefined),
    component: ContentPage,
  }
}

export function ContentPage() {
  const built: PageDocument = useLoaderData({ strict: false })
  const page = useLiveContent('page', { path: built.path }, built)
  return <Sections sections={page.sections} />
}
