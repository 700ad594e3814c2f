import type { DatabaseSync } from 'node:sqlite'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { catalogueRoutes as routes } from '../../src/catalogue/contract.ts'
import {
  matchesEtag,
  type Precompressed,
  pickEncoding,
  precompress,
} from '../http/precompressed.ts'
import { createCatalogueQueries, type JsonAnswer } from './queries.ts'

// The catalogue API (routes and answers in src/catalogue/contract.ts), meant to be mounted under
// /api. The catalogue only changes when the server loads it, so every answer (each list, each
// brand's and each model's) is queried, compressed and given its ETag once, when the API is
// created, and then served from memory: a request costs a map lookup and a socket write.

type CatalogueApiOptions = {
  db: DatabaseSync
  /** The one browser origin allowed to call the API cross-origin; none when undefined. */
  corsOrigin?: string
}

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'
const BAD_ENCODING = { error: 'La dirección tiene una codificación de caracteres no válida.' }
const CONTENT_ENCODING = { br: 'br', gzip: 'gzip', identity: undefined } as const

export function createCatalogueApi({ db, corsOrigin }: CatalogueApiOptions): Hono {
  const queries = createCatalogueQueries(db)
  const empty = precompress(new TextEncoder().encode('[]'))
  const byName = (names: string[], find: (name: string) => JsonAnswer) =>
    new Map(names.map((name) => [name, precompress(find(name))]))
  const brands = queries.brandNames()
  const answers = {
    products: precompress(queries.products()),
    brands: precompress(queries.brands()),
    models: precompress(queries.models()),
    productsByBrand: byName(brands, queries.productsByBrand),
    modelsByBrand: byName(brands, queries.modelsByBrand),
    productsByModel: byName(queries.modelNames(), queries.productsByModel),
  }

  const app = new Hono()
  if (corsOrigin !== undefined) {
    app.use(cors({ origin: corsOrigin, allowMethods: ['GET', 'HEAD'], maxAge: 86400 }))
  }

  const send = (c: Context, answer: Precompressed) => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Cache-Control': CACHE_CONTROL,
      ETag: answer.etag,
      Vary: 'Accept-Encoding',
    }
    if (matchesEtag(c.req.header('If-None-Match'), answer.etag)) {
      return c.body(null, 304, headers)
    }
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    const contentEncoding = CONTENT_ENCODING[encoding]
    if (contentEncoding) headers['Content-Encoding'] = contentEncoding
    return c.body(answer[encoding], 200, headers)
  }
  // A route whose last path segment is a brand or model name; unknown names get an empty list.
  const named = (table: Map<string, Precompressed>) => (c: Context) => {
    const name = lastSegment(c.req.url)
    return name === undefined ? c.json(BAD_ENCODING, 400) : send(c, table.get(name) ?? empty)
  }

  app.get(routes.products, (c) => send(c, answers.products))
  app.get(routes.brands, (c) => send(c, answers.brands))
  app.get(routes.models, (c) => send(c, answers.models))
  app.get(routes.productsByBrand, named(answers.productsByBrand))
  app.get(routes.modelsByBrand, named(answers.modelsByBrand))
  app.get(routes.productsByModel, named(answers.productsByModel))
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
