import { notFound, useLoaderData } from '@tanstack/react-router'
import { useLiveContent } from '../content/live-content'
import { loadPage } from '../sections/load-page'
import { Sections } from '../sections/Sections'
import type { PageDocument } from '../sections/types'
import { pageHead } from '../seo/page-head'
import type { SiteSettings } from '../site/settings'

type HeadContext = { loaderData?: PageDocument; matches: { loaderData?: unknown }[] }

/**
 * Options shared by every content route: load the page document at the route's path (or, for
 * the catch-all route, at the visited path), set its head, render its sections. A path with no
 * page in the content is not found.
 */
export function pageRoute(path?: string) {
  return {
    loader: async ({ location }: { location: { pathname: string } }) => {
      const page = await loadPage(path ?? location.pathname)
      if (!page) throw notFound()
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
