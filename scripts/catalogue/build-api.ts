import { Hono } from 'hono'
import { createCatalogueApi } from '../../server/catalogue/api.ts'
import { openCatalogueDb } from '../../server/catalogue/db.ts'
import { config } from '../../server/config.ts'

/**
 * The catalogue API as the prerender's pages ask it while they render (the door-pins page holds
 * its catalogue's first page): the local service over its sheets, answered in this process and
 * opened on the first call. Null when the build reads another server's API
 * (VITE_CATALOG_API_URL), which the pages then ask over the network.
 */
export function buildCatalogueApi(): ((request: Request) => Promise<Response>) | null {
  if (process.env.VITE_CATALOG_API_URL) return null
  let app: Hono | undefined
  return async (request) => {
    app ??= new Hono().route(
      '/api',
      createCatalogueApi({ db: openCatalogueDb(config.catalogueDir) }),
    )
    return app.fetch(request)
  }
}
