import type { AnyRouter } from '@tanstack/react-router'
import {
  createRequestHandler,
  RouterServer,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server'
import type { BuiltCatalogue } from './catalogue/build-paths'
import type { PostQueryResult } from './content/sanity.types'
import { getRouter } from './router'
import { preloadSections } from './sections/lazy-section'
import type { PageDocument } from './sections/types'

// What the prerender needs besides rendering: each route's data, written as JSON.
export const blogPrerender = () =>
  import('./blog/prerender.server').then((module) => module.blogPrerender())
export const blogPaths = () =>
  import('./blog/prerender.server').then((module) => module.blogPaths())
export const queryPost = (slug: string) =>
  import('./blog/query-blog.server').then((module) => module.queryPost(slug))
export { provideCatalogueApi } from './catalogue/api'
/** Part pages render from the catalogue the prerender read (its loader, a part of its own). */
export const provideBuildCatalogue = (catalogue: BuiltCatalogue) =>
  import('./product/part-loader').then((loader) => loader.provideBuildCatalogue(catalogue))
export { loadPage } from './sections/load-page'
export { SITE_URL } from './seo/site-url'
export { loadSiteSettings } from './site/load-settings'
/** The site search index (as JSON) over these pages and posts; parts are the catalogue API's. */
export const siteSearchFile = (content: { pages: PageDocument[]; posts: PostQueryResult[] }) =>
  import('./search/write-index').then((search) =>
    search.siteSearchFile({
      pages: content.pages,
      posts: content.posts.filter((post) => post !== null),
    }),
  )
export const queryPagePaths = () =>
  import('./sections/query-page.server').then((module) => module.queryPagePaths())

type ServerManifest = Parameters<typeof createRequestHandler>[0]['getRouterManifest'] extends
  | (() => infer M)
  | undefined
  ? Awaited<M>
  : never

/**
 * Renders one URL to a complete HTML response. The user agent marks the request as a crawler so
 * the stream resolves only once everything, lazy parts included, has rendered.
 */
export async function render(url: string, manifest?: ServerManifest): Promise<Response> {
  const request = new Request(url, { headers: { 'user-agent': 'Googlebot/2.1 (prerender)' } })
  const handler = createRequestHandler<AnyRouter>({
    request,
    createRouter: getRouter,
    getRouterManifest: manifest ? () => manifest : undefined,
  })
  return handler(async ({ request, responseHeaders, router }) => {
    // Every lazy part's code, once the page's data and code have loaded: the registry's sections
    // (the router imports them) and those defined by code only this page loads (a part's quote
    // form). One not loaded here would be streamed in behind a script, hidden without JavaScript.
    await preloadSections()
    return renderRouterToStream({
      request,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    })
  })
}
