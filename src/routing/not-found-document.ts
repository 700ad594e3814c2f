import type { AnyRouter } from '@tanstack/react-router'
import { CATALOGUE_PATH } from '../catalogue/paths.ts'
import { isProductPagePath } from '../catalogue/product-path.ts'
import { adoptPrerenderedDocument, type PrerenderedDocument } from './prerendered-document.ts'

/**
 * A prerendered 404 page: the file the build writes it to (in dist/client), the path it is
 * rendered at, and the route that renders it there. Each route that can find nothing has its
 * own, because the document's dehydrated router state names that route's match.
 */
export type NotFoundDocument = PrerenderedDocument & { file: string }

/** Any path without a page: the catch-all route's 404 page. Every static host serves this one. */
export const SITE_NOT_FOUND: NotFoundDocument = {
  file: '404.html',
  renderPath: '/404-pagina-no-encontrada',
  routeId: '/$',
}

/**
 * An unknown key under the catalogue: the product route's 404 page, rendered at a key the build
 * fails on if the catalogue ever holds it. In the catalogue's folder, so a host that serves the
 * closest 404.html (Cloudflare Pages) picks it for product paths.
 */
export const PRODUCT_NOT_FOUND: NotFoundDocument = {
  file: `${CATALOGUE_PATH.slice(1)}/404.html`,
  renderPath: `${CATALOGUE_PATH}/404-clave-no-encontrada`,
  routeId: '/pernos-para-puerta_/$clave',
}

/**
 * A slug no post has: the post route's 404 page, rendered at a slug the build fails on if a post
 * ever takes it. It hydrates on the post route without loading again, which also lets the
 * Presentation tool show there the draft of a post never published.
 */
export const POST_NOT_FOUND: NotFoundDocument = {
  file: 'blog/404.html',
  renderPath: '/blog/404-entrada-no-encontrada',
  routeId: '/blog_/$slug',
}

export const NOT_FOUND_DOCUMENTS: readonly NotFoundDocument[] = [
  SITE_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  POST_NOT_FOUND,
]

/** A post's path: one segment under /blog (its lists are two: /blog/pagina/2). */
const POST_PATH = /^\/blog\/[^/]+$/

/** The 404 page to send for a path with nothing to serve: the one of the route the path reaches. */
export function notFoundDocumentFor(path: string): NotFoundDocument {
  if (isProductPagePath(path)) return PRODUCT_NOT_FOUND
  return POST_PATH.test(path) ? POST_NOT_FOUND : SITE_NOT_FOUND
}

/**
 * A 404 document's dehydrated router state names its last match by the path it was rendered at:
 * on the visited path of the same route, the match is renamed to that path's before hydrating
 * (adoptPrerenderedDocument), so the router takes the prerendered not-found state instead of
 * loading the page again and hydrating a different tree than the HTML holds. Returns the
 * document adopted.
 */
export function adoptNotFoundDocument(
  router: AnyRouter,
  target: object = window,
): NotFoundDocument | null {
  return adoptPrerenderedDocument(router, NOT_FOUND_DOCUMENTS, target)
}
