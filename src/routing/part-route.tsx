import { lazyRouteComponent, notFound, redirect } from '@tanstack/react-router'
import type { LineId } from '../catalogue/lines'
import { canonicalKeyParam, lineOfParam, partPath } from '../catalogue/part-path'
import { NotFoundPage } from '../layout/NotFoundPage'
import type { PartPageData } from '../product/part-page-data'
import { partHead } from '../seo/part-head'
import type { PartHeadParts } from '../seo/product-head'
import { notFoundHead } from '../seo/unlisted-head'
import { type HeadContext, rootSettings } from './head-context'

/** A part's page data and its head's parts, made together by the loader. */
export type PartRouteData = PartPageData & { head: PartHeadParts }

type PartParams = { linea: string; clave: string }

const lineOf = (params: PartParams) => lineOfParam(params.linea) as LineId

/**
 * The options of the part route (`PART_PAGE_ROUTE`), one route for every line: a first segment
 * that is no line's page is not this route's, so the router goes on to the catch-all route (a
 * page made in the Studio, a redirect or the 404 page). A key in capitals opens its lower-case
 * (canonical) URL; an unknown key, or another line's, is the 404 page, titled and kept out of
 * search results as one.
 */
export const partRoute = {
  params: {
    parse: (params: PartParams): PartParams | false => (lineOf(params) ? params : false),
  },
  beforeLoad: ({ params }: { params: PartParams }) => {
    const clave = canonicalKeyParam(params.clave)
    if (clave !== params.clave)
      throw redirect({ href: partPath(lineOf(params), clave), statusCode: 301 })
  },
  // The loader's code (the API client, the related parts' rule) is a part of its own, as the
  // router's automatic splitting would make it: route options outside src/routes are not split.
  loader: async ({
    params,
    abortController,
  }: {
    params: PartParams
    abortController: AbortController
  }) => {
    const [{ loadPartPage }, { partHeadParts }] = await Promise.all([
      import('../product/part-loader'),
      import('../seo/product-head'),
    ])
    const data = await loadPartPage(lineOf(params), params.clave, abortController.signal)
    if (!data) throw notFound()
    return { ...data, head: partHeadParts(data) } satisfies PartRouteData
  },
  head: ({ loaderData, matches }: HeadContext<PartRouteData>) => {
    const settings = rootSettings(matches)
    return loaderData ? partHead(loaderData.head, settings) : notFoundHead(settings)
  },
  // Its own part of the code, loaded by the router before the page renders or hydrates.
  component: lazyRouteComponent(() => import('../product/PartPage'), 'PartRoute'),
  notFoundComponent: NotFoundPage,
}
