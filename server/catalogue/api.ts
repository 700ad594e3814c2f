import type { DatabaseSync } from 'node:sqlite'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import {
  catalogueRoutes,
  lineRoutes,
  PART_ROUTE,
  SEARCH_ROUTE,
} from '../../src/catalogue/contract.ts'
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
  const reply = (c: Context, path: string) => {
    const catalogue = live.answers()
    if (!catalogue) {
      c.header('Retry-After', '60')
      return c.json({ error: CATALOGUE_UNAVAILABLE }, 503)
    }
    const search = c.req.url.indexOf('?')
    const found = catalogue.respond(path, {
      query:
        search === -1 ? undefined : new URLSearchParams(c.req.url.slice(search + 1).split('#')[0]),
      ifNoneMatch: c.req.header('If-None-Match'),
      acceptEncoding: c.req.header('Accept-Encoding'),
    })
    if (!found) return c.notFound()
    // The security headers go in with the answer's own (see securityHeaders()), so the answer
    // leaves as it was computed: its bytes and one plain object of headers.
    const security = c.get('securityHeaders')
    if (security) c.set('securityHeadersSent', true)
    const headers = security ? { ...security, ...found.headers } : found.headers
    return new Response(found.body, { status: found.status, headers })
  }
  // The path is passed on still percent-encoded: answers.ts decodes each name once (Hono's
  // param() would hand back the raw text of a malformed encoding).
  const patterns = [
    ...Object.values(catalogueRoutes),
    ...Object.values(lineRoutes),
    SEARCH_ROUTE,
    PART_ROUTE,
  ]
  for (const pattern of patterns) {
    const depth = pattern.split('/').length - 1
    app.get(pattern, (c) => reply(c, lastSegments(c.req.url, depth)))
  }
  return app
}

/** The last `count` segments of a URL's path, as sent (without query or fragment), from '/'. */
function lastSegments(url: string, count: number): string {
  const end = url.search(/[?#]/)
  const segments = (end === -1 ? url : url.slice(0, end)).split('/')
  return `/${segments.slice(-count).join('/')}`
}
