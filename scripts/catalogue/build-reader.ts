import { Hono } from 'hono'
import { createCatalogueApi } from '../../server/catalogue/api.ts'
import { openCatalogueDb } from '../../server/catalogue/db.ts'
import { config } from '../../server/config.ts'
import type { CatalogueReader } from '../../src/catalogue/build-paths.ts'

/**
 * How the build reads the catalogue: the API at VITE_CATALOG_API_URL when one is set, otherwise
 * the local service over its sheets (what `npm run serve` answers at /api).
 */
export function buildCatalogueReader(): CatalogueReader {
  const base = process.env.VITE_CATALOG_API_URL?.replace(/\/+$/, '')
  const app = base
    ? null
    : new Hono().route('/api', createCatalogueApi({ db: openCatalogueDb(config.catalogueDir) }))
  return async (path) => {
    const response = base
      ? await fetch(`${base}${path}`, { headers: { accept: 'application/json' } })
      : await (app as Hono).fetch(new Request(`http://localhost/api${path}`))
    if (!response.ok) throw new Error(`catalogue ${path}: HTTP ${response.status}`)
    const body: unknown = await response.json()
    if (!Array.isArray(body)) throw new Error(`catalogue ${path}: not a list`)
    return body
  }
}
