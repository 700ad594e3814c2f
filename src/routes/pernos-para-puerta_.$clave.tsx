import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { canonicalKeyParam } from '../catalogue/product-path'
import { NotFoundPage } from '../layout/NotFoundPage'
import { ProductPage } from '../product/ProductPage'
import { loadProductPage } from '../product/product-loader'
import { notFoundHead } from '../seo/not-found-head'
import { productHead } from '../seo/product-head'
import type { SiteSettings } from '../site/settings'

/** A product's page; the key in any case opens the lower-case (canonical) URL. */
export const Route = createFileRoute('/pernos-para-puerta_/$clave')({
  beforeLoad: ({ params }) => {
    const clave = canonicalKeyParam(params.clave)
    if (clave !== params.clave) {
      throw redirect({ to: '/pernos-para-puerta/$clave', params: { clave }, statusCode: 301 })
    }
  },
  loader: async ({ params }) => {
    const data = await loadProductPage(params.clave)
    if (!data) throw notFound()
    return data
  },
  // An unknown key is the 404 page, titled and kept out of search results as one.
  head: ({ loaderData, matches }) => {
    const settings = matches[0]?.loaderData as SiteSettings | undefined
    return loaderData ? productHead(loaderData, settings) : notFoundHead(settings)
  },
  component: ProductRoute,
  notFoundComponent: NotFoundPage,
})

function ProductRoute() {
  return <ProductPage data={Route.useLoaderData()} />
}
