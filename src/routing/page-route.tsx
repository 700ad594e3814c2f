import { useLoaderData } from '@tanstack/react-router'
import { loadPage } from '../content/load'
import type { PageDocument, SiteSettings } from '../content/types'
import { Sections } from '../sections/registry'
import { pageHead } from '../seo/page-head'
import type { PagePath } from '../site/pages'

/** Options shared by every content route: load the page document, set its head, render its sections. */
export function pageRoute(path: PagePath) {
  return {
    loader: () => loadPage(path),
    head: ({
      loaderData,
      matches,
    }: {
      loaderData?: PageDocument
      matches: { loaderData?: unknown }[]
    }) =>
      // The root route (first match) loads the site settings.
      pageHead(loaderData, matches[0]?.loaderData as SiteSettings | undefined),
    component: ContentPage,
  }
}

function ContentPage() {
  const page = useLoaderData({ strict: false }) as PageDocument
  return <Sections page={page} />
}
