import type { DatabaseSync } from 'node:sqlite'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { catalogueRoutes as routes } from '../../src/catalogue/contract.ts'
import { type LiveCatalogue, liveCatalogue } from './live-catalogue.ts'

const CATALOGUE_UNAVAILABLE =
  'El catálogo no está disponible por el momento. Intente de nuevo más tarde.'

// The catalogue API (routes and answers in src/catalogue/contract.ts), meant to be mounted under
// /api; every answer is computed once, when the API is created (answers.ts). Stateless apart
// from that, so it can run as many replicas as traffic needs.

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
    const found = catalogue.respond(path, {
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
  // The name is passed on still percent-encoded: answers.ts decodes it once (Hono's param()
  // would hand back the raw text of a malformed encoding).
  const named = (pattern: string) => (c: Context) =>
    reply(c, pattern.slice(0, pattern.lastIndexOf('/') + 1) + lastSegment(c.req.url))

  for (const path of [routes.products, routes.brands, routes.models]) {
    app.get(path, (c) => reply(c, path))
  }
  for (const pattern of [routes.productsByBrand, routes.modelsByBrand, routes.productsByModel]) {
    app.get(pattern, named(pattern))
  }
  return app
}

/** The last path segment of a URL, as sent (without query or fragment). */
function lastSegment(url: string): string {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  return path.slice(path.lastIndexOf('/') + 1)
}
