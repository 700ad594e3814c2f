import type { DatabaseSync } from 'node:sqlite'
import { catalogueRoutes as routes } from '../../src/catalogue/contract.ts'
import { productLines } from '../../src/catalogue/lines.ts'
import { precompress, weakEtag } from '../http/precompressed.ts'
import { listQueries } from './list-queries.ts'

// The lists that cost most to make, written once at import (in the import's thread): each line's
// parts, makes and models, compressed as the build's files are (made once, they are worth the
// quality a request could not wait for), under the path that asks for them ('/birlos/productos').
// A make's or a model's list is small and made on request (answers.ts).

/** Below this size compression saves less than its header costs (answers.ts sends it as it is). */
export const COMPRESS_FROM_BYTES = 1024

/** Fills the `answers` table of a database whose parts, brands and models are in place. */
export function writeAnswers(db: DatabaseSync): void {
  const list = listQueries(db)
  const insert = db.prepare(
    'INSERT INTO answers (path, etag, identity, gzip, br) VALUES (?, ?, ?, ?, ?)',
  )
  for (const { id } of productLines) {
    for (const [route, name] of [
      [routes.products, 'products'],
      [routes.brands, 'brands'],
      [routes.models, 'models'],
    ] as const) {
      const body = list(name, id)
      const big = body.length >= COMPRESS_FROM_BYTES
      const compressed = big ? precompress(body) : null
      insert.run(
        `/${id}${route}`,
        compressed?.etag ?? weakEtag(body),
        body,
        compressed?.gzip ?? null,
        compressed?.br ?? null,
      )
    }
  }
}
