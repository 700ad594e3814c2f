import { Hono } from 'hono'
import { delay, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type CatalogueRoute, catalogueRoutes } from '../../src/catalogue/contract'

// The service is loaded by Node itself, as `npm run serve` runs it, not through Vite: the site
// tests' browser-like (jsdom) transform refuses node:sqlite, which Node 22 does not list among
// its built-in modules.
// Node's own module loader (not the test runner's stand-in for `node:module`), which strips the
// service's types and runs it as Node would.
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url)
const {
  createCatalogueApi,
}: typeof import('../../server/catalogue/api.ts') = require('../../server/catalogue/api.ts')
const {
  openCatalogueDb,
}: typeof import('../../server/catalogue/db.ts') = require('../../server/catalogue/db.ts')

/**
 * A small catalogue in the operators' format (one sheet per line): 12 door pins (PP-1 to PP-12),
 * 2 brands; two studs (BR-1215, BR-1415) and one brake kit (KF-101). Nissan has
 * 10 products (two pages) over Tsuru (5), Sentra (3) and March (2); Peugeot has 2, all of model
 * '206'. Tags: PP-2, PP-5 and PP-12 'más vendido', PP-9 and PP-10 'nuevo', PP-3 'kit'.
 */
const FIXTURE_DIR = require.resolve('../catalogue-fixture/pernos.csv').replace(/pernos\.csv$/, '')

/** A route of the catalogue API as an MSW pattern on any origin, for a test's own answer. */
export function catalogueUrl(route: CatalogueRoute): string {
  return `*/api${catalogueRoutes[route]}`
}

/**
 * An MSW server in front of the real catalogue service (server/catalogue) over the fixture,
 * started and reset around the calling test file's tests. A test overrides a route with
 * server.use(http.get(catalogueUrl(route), …)); `forward` hands a request on to the service.
 */
export function setupCatalogueServer() {
  const db = openCatalogueDb(FIXTURE_DIR)
  const app = new Hono().route('/api', createCatalogueApi({ db }))
  const forward = (request: Request) => app.fetch(request)
  const server = setupServer(http.all('*/api/*', ({ request }) => forward(request)))
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    server.close()
    db.close()
  })
  /** The decoded paths of the requests the service receives from now until `stop()`. */
  const recordPaths = () => {
    const paths: string[] = []
    const record = ({ request }: { request: Request }) => {
      paths.push(decodeURIComponent(new URL(request.url).pathname))
    }
    server.events.on('request:start', record)
    return { paths, stop: () => server.events.removeListener('request:start', record) }
  }
  /** A handler answering `route` as the service does, `ms` late. */
  const late = (route: CatalogueRoute, ms: number) =>
    http.get(catalogueUrl(route), async ({ request }) => {
      await delay(ms)
      return forward(request)
    })
  return { server, forward, recordPaths, late }
}
