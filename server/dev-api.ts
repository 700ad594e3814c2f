/** The local API for `vite dev`, mounted by scripts/vite-dev-server.ts. */
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { createApiApp } from './app.ts'
import { openCatalogueDb } from './catalogue/db.ts'
import { config } from './config.ts'

const app = new Hono().route(
  '/api',
  createApiApp({ catalogueDb: openCatalogueDb(config.catalogueCsv) }),
)

export const devApiListener = getRequestListener(app.fetch)
