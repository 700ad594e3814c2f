import { Hono } from 'hono'
import { searchQuery } from '../../server/catalogue/answers.ts'
import { createCatalogueApi } from '../../server/catalogue/api.ts'
import { openCatalogueDb } from '../../server/catalogue/db.ts'
import { createCatalogueSearch } from '../../server/catalogue/search.ts'
import { config } from '../../server/config.ts'
import type { CatalogueReader } from '../../src/catalogue/build-paths.ts'
import { isLineId } from '../../src/catalogue/lines.ts'

/** A search's path: every line's (/buscar) or one line's (/birlos/buscar), and its query. */
const SEARCH_PATH = /^(?:\/([^/?]+))?\/buscar(?:\?(.*))?$/

/**
 * How the build reads the catalogue: the API at VITE_CATALOG_API_URL when one is set, otherwise
 * the local service over its sheets (what `npm run serve` answers at /api). The build asks a
 * search for every part page (its related parts): locally those are answered by the service's
 * own search, without the HTTP answer around it, which compresses every search it computes.
 */
export function buildCatalogueReader(): CatalogueReader {
  const base = process.env.VITE_CATALOG_API_URL?.replace(/\/+$/, '')
  if (base) {
    return async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`catalogue ${path}: HTTP ${response.status}`)
      return (await response.json()) as unknown
    }
  }
  const db = openCatalogueDb(config.catalogueDir)
  const app = new Hono().route('/api', createCatalogueApi({ db }))
  const search = createCatalogueSearch(db)
  return async (path) => {
    const found = SEARCH_PATH.exec(path)
    const line = found?.[1]
    if (found && (line === undefined || isLineId(line))) {
      return JSON.parse(search(searchQuery(new URLSearchParams(found[2] ?? '')), line)) as unknown
    }
    const response = await app.fetch(new Request(`http://localhost/api${path}`))
    if (!response.ok) throw new Error(`catalogue ${path}: HTTP ${response.status}`)
    return (await response.json()) as unknown
  }
}
