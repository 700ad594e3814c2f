import type { DatabaseSync } from 'node:sqlite'
import { catalogueRoutes as routes } from '../../src/catalogue/contract.ts'
import {
  matchesEtag,
  type Precompressed,
  pickEncoding,
  precompress,
} from '../http/precompressed.ts'
import { createCatalogueQueries, type JsonAnswer } from './queries.ts'

// Every catalogue answer, computed once. The catalogue only changes when the server loads it, so
// each list, each brand's and each model's is queried, compressed and given its ETag when the
// answers are created, and a request costs a lookup and a socket write. The Hono routes (api.ts)
// answer from here.

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'
const BAD_ENCODING = new TextEncoder().encode(
  JSON.stringify({ error: 'La dirección tiene una codificación de caracteres no válida.' }),
)

export type CatalogueResponse = {
  status: 200 | 304 | 400
  headers: Record<string, string>
  body: Uint8Array<ArrayBuffer> | null
}

export type CatalogueAnswers = {
  /** The answer for a path under the API base, or undefined when no route matches it. */
  respond(
    path: string,
    request: { ifNoneMatch?: string; acceptEncoding?: string },
  ): CatalogueResponse | undefined
}

export function createCatalogueAnswers(db: DatabaseSync): CatalogueAnswers {
  const queries = createCatalogueQueries(db)
  const empty = precompress(new TextEncoder().encode('[]'))
  const byName = (names: string[], find: (name: string) => JsonAnswer) =>
    new Map(names.map((name) => [name, precompress(find(name))]))
  const brands = queries.brandNames()
  const fixed = new Map<string, Precompressed>([
    [routes.products, precompress(queries.products())],
    [routes.brands, precompress(queries.brands())],
    [routes.models, precompress(queries.models())],
  ])
  // "/productos/marca/:marca" → the answers by name under "/productos/marca/".
  const named = new Map<string, Map<string, Precompressed>>([
    [prefixOf(routes.productsByBrand), byName(brands, queries.productsByBrand)],
    [prefixOf(routes.modelsByBrand), byName(brands, queries.modelsByBrand)],
    [prefixOf(routes.productsByModel), byName(queries.modelNames(), queries.productsByModel)],
  ])

  return {
    respond(path, request) {
      const answer = fixed.get(path)
      if (answer) return send(answer, request)
      const slash = path.lastIndexOf('/')
      const table = named.get(path.slice(0, slash + 1))
      if (!table) return undefined
      const name = decodeName(path.slice(slash + 1))
      if (name === undefined) {
        return { status: 400, headers: { 'Content-Type': 'application/json' }, body: BAD_ENCODING }
      }
      return send(table.get(name) ?? empty, request)
    },
  }
}

function send(
  answer: Precompressed,
  request: { ifNoneMatch?: string; acceptEncoding?: string },
): CatalogueResponse {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': CACHE_CONTROL,
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
  }
  if (matchesEtag(request.ifNoneMatch, answer.etag)) return { status: 304, headers, body: null }
  const encoding = pickEncoding(request.acceptEncoding)
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  return { status: 200, headers, body: answer[encoding] }
}

function prefixOf(pattern: string): string {
  return pattern.slice(0, pattern.lastIndexOf('/') + 1)
}

/**
 * Decodes a brand or model name from its path segment, or returns undefined when its
 * percent-encoding is malformed (a broken link is an error, not an empty list). An empty
 * segment names no route.
 */
function decodeName(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return undefined
  }
}
