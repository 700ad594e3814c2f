/**
 * The catalogue API as `npm run serve` answers it (security headers and all), in a process of
 * its own for `npm run bench:api`, over CATALOGUE_DIR's sheets. Prints the port it listens on.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { openCatalogueDb } from '../../server/catalogue/db.ts'
import { config } from '../../server/config.ts'

const csp = {}
const app = createApp({
  clientDir: mkdtempSync(join(tmpdir(), 'bench-site-')),
  catalogueDb: openCatalogueDb(config.catalogueDir),
  csp: () => csp,
})
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => console.log(port))
