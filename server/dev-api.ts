/** The local API for `vite dev`, mounted by scripts/vite-dev-server.ts. */
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { createApiApp } from './app.ts'
import { openServedCatalogue } from './catalogue/served-catalogue.ts'
import { config } from './config.ts'
import { outboxEnabled } from './outbox/enabled.ts'

const app = new Hono().route(
  '/api',
  createApiApp({
    catalogueDb: (await openServedCatalogue(config.catalogueDir, config.catalogueDb)).db,
    outbox: outboxEnabled(),
  }),
)

export const devApiListener = getRequestListener(app.fetch)
