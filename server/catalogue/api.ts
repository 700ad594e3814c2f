import type { DatabaseSync } from 'node:sqlite'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { catalogueRoutes as routes } from '../../src/catalogue/contract.ts'
import { createCatalogueQueries, type JsonAnswer } from './queries.ts'

// The catalogue API (routes and answers in src/catalogue/contract.ts), meant to be mounted under
// /api. Stateless apart from the read-only database, so it can run as many replicas as traffic
// needs.

type CatalogueApiOptions = {
  db: DatabaseSync
  /** The one browser origin allowed to call the API cross-origin; none when undefined. */
  corsOrigin?: string
}

const ANSWER_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
}
const BAD_ENCODING = { error: 'La dirección tiene una codificación de caracteres no válida.' }

export function createCatalogueApi({ db, corsOrigin }: CatalogueApiOptions): Hono {
  const queries = createCatalogueQueries(db)
  const app = new Hono()
  if (corsOrigin !== undefined) {
    app.use(cors({ origin: corsOrigin, allowMethods: ['GET', 'HEAD'], maxAge: 86400 }))
  }

  const answer = (c: Context, json: JsonAnswer) => c.body(json, 200, ANSWER_HEADERS)
  // Answers a route whose last path segment is a brand or model name.
  const byName = (find: (name: string) => JsonAnswer) => (c: Context) => {
    const name = lastSegment(c.req.url)
    return name === undefined ? c.json(BAD_ENCODING, 400) : answer(c, find(name))
  }

  app.get(routes.products, (c) => answer(c, queries.products()))
  app.get(routes.brands, (c) => answer(c, queries.brands()))
  app.get(routes.models, (c) => answer(c, queries.models()))
  app.get(routes.productsByBrand, byName(queries.productsByBrand))
  app.get(routes.modelsByBrand, byName(queries.modelsByBrand))
  app.get(routes.productsByModel, byName(queries.productsByModel))
  return app
}

/**
 * Decodes the last path segment of a URL, or returns undefined when its percent-encoding is
 * malformed. Hono's c.req.param() silently hands back the raw text in that case, which would
 * turn a broken link into an empty list instead of an error.
 */
function lastSegment(url: string): string | undefined {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)).normalize('NFC')
  } catch {
    return undefined
  }
}
