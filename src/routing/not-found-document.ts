import { type LineId, productLine, productLines } from '../catalogue/lines.ts'
import { lineOfPartPath, PART_PAGE_ROUTE } from '../catalogue/part-path.ts'
import type { PrerenderedDocument } from './prerendered-document.ts'

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
 * An unknown key under a line's page: the part route's 404 page for that line, rendered at a key the
 * build fails on if the catalogue ever holds it. In the line's folder, so a host that serves the
 * closest 404.html (Cloudflare Pages) picks it for the line's part paths.
 */
const partNotFoundDocuments = new Map<string, NotFoundDocument>(
  productLines.map(({ id, path }) => [
    id,
    {
      file: `${path.slice(1)}/404.html`,
      renderPath: `${path}/404-clave-no-encontrada`,
      routeId: PART_PAGE_ROUTE,
    },
  ]),
)

/** The 404 document of a line's part route. */
export function partNotFoundDocument(line: LineId): NotFoundDocument {
  return partNotFoundDocuments.get(productLine(line).id) as NotFoundDocument
}

/** Whether a document is one of the part routes' (a part added after the build may open there). */
export function isPartNotFoundDocument(document: PrerenderedDocument | null): boolean {
  return [...partNotFoundDocuments.values()].some((part) => part === document)
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
  ...partNotFoundDocuments.values(),
  POST_NOT_FOUND,
]

/** A post's path: one segment under /blog (its lists are two: /blog/pagina/2). */
const POST_PATH = /^\/blog\/[^/]+$/

/** The 404 page to send for a path with nothing to serve: the one of the route the path reaches. */
export function notFoundDocumentFor(path: string): NotFoundDocument {
  const line = lineOfPartPath(path)
  if (line) return partNotFoundDocument(line)
  return POST_PATH.test(path) ? POST_NOT_FOUND : SITE_NOT_FOUND
}
