import type { DatabaseSync } from 'node:sqlite'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import {
  catalogueRoutes,
  lineRoutes,
  PART_ROUTE,
  SEARCH_ROUTE,
} from '../../src/catalogue/contract.ts'
import type { CatalogueAnswers, CatalogueResponse } from './answers.ts'
import { type LiveCatalogue, liveCatalogue } from './live-catalogue.ts'

const CATALOGUE_UNAVAILABLE =
  'El catálogo no está disponible por el momento. Intente de nuevo más tarde.'

// The catalogue API (routes and answers in src/catalogue/contract.ts), meant to be mounted under
// /api; its lists were computed at import and its searches are computed from the read-only
// database (answers.ts). Stateless apart from that, so it can run as many replicas as traffic
// needs.

type CatalogueApiOptions = {
  /** The one browser origin allowed to call the API cross-origin; none when undefined. */
  corsOrigin?: string
}

/**
 * Every route the catalogue answers, relative to the API base. The path is passed on still
 * percent-encoded (see catalogueAnswer): answers.ts decodes each name once (Hono's param() would
 * hand back the raw text of a malformed encoding).
 */
export const CATALOGUE_PATTERNS: readonly string[] = [
  ...Object.values(catalogueRoutes),
  ...Object.values(lineRoutes),
  SEARCH_ROUTE,
  PART_ROUTE,
]

/** The API over one catalogue database, fixed for the API's life. */
export function createCatalogueApi({ db, ...options }: CatalogueApiOptions & { db: DatabaseSync }) {
  return createLiveCatalogueApi({ catalogue: liveCatalogue(db), ...options })
}

/** The API over a catalogue that may be replaced (or be missing: 503) while it serves. */
export function createLiveCatalogueApi({
  catalogue: live,
  corsOrigin,
}: CatalogueApiOptions & { catalogue: LiveCatalogue }): Hono {
  const app = new Hono()
  if (corsOrigin !== undefined) {
    app.use(cors({ origin: corsOrigin, allowMethods: ['GET', 'HEAD'], maxAge: 86400 }))
  }
  const reply = (c: Context, depth: number) => {
    const catalogue = live.answers()
    if (!catalogue) {
      c.header('Retry-After', '60')
      return c.json({ error: CATALOGUE_UNAVAILABLE }, 503)
    }
    const found = catalogueAnswer(catalogue, c, depth)
    if (!found) return c.notFound()
    // The security headers go in with the answer's own (see securityHeaders()), so the answer
    // leaves as it was computed: its bytes and one plain object of headers.
    const security = c.get('securityHeaders')
    if (security) c.set('securityHeadersSent', true)
    return answerResponse(found, security)
  }
  for (const pattern of CATALOGUE_PATTERNS) {
    const depth = patternDepth(pattern)
    app.get(pattern, (c) => reply(c, depth))
  }
  return app
}

/** How many segments a route's pattern has: the part of a matched URL's path it covers. */
export function patternDepth(pattern: string): number {
  return pattern.split('/').length - 1
}

/**
 * The answer to a request a catalogue route `depth` segments deep matched, or undefined when no
 * answer has that path (an unknown line).
 */
export function catalogueAnswer(
  catalogue: CatalogueAnswers,
  c: Context,
  depth: number,
): CatalogueResponse | undefined {
  const url = c.req.url
  const search = url.indexOf('?')
  return catalogue.respond(lastSegments(url, depth), {
    query: search === -1 ? undefined : url.slice(search + 1).split('#')[0],
    ifNoneMatch: c.req.header('If-None-Match'),
    acceptEncoding: c.req.header('Accept-Encoding'),
  })
}

/** An answer as a Response: its bytes, its headers and, when given, the security set. */
export function answerResponse(
  found: CatalogueResponse,
  security: Readonly<Record<string, string>> | undefined,
): Response {
  const headers = security ? { ...security, ...found.headers } : found.headers
  return new Response(found.body, { status: found.status, headers })
}

/** The last `count` segments of a URL's path, as sent (without query or fragment), from '/'. */
export function lastSegments(url: string, count: number): string {
  const query = url.indexOf('?')
  const fragment = url.indexOf('#')
  const end =
    fragment !== -1 && (query === -1 || fragment < query)
      ? fragment
      : query === -1
        ? url.length
        : query
  let start = end
  for (let found = 0; found < count && start > 0; found++) start = url.lastIndexOf('/', start - 1)
  return url.slice(start, end)
}
