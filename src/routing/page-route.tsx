import { useLoaderData } from '@tanstack/react-router'
import { loadPage } from '../content/load'
import type { PageDocument } from '../content/types'
import { Sections } from '../sections/registry'
import { pageHead } from '../seo/page-head'
import type { PagePath } from '../site/pages'

/** Options shared by every content route: load the page document, set its head, render its sections. */
export function pageRoute(path: PagePath) {
  return {
    loader: () => loadPage(path),
    head: ({ loaderData }: { loaderData?: PageDocument }) => pageHead(loaderData),
    component: ContentPage,
  }
}

function ContentPage() {
  const page = useLoaderData({ strict: false }) as PageDocument
  return <Sections page={page} />
}
