import type { DatabaseSync } from 'node:sqlite'
import { Hono } from 'hono'
import { createCatalogueApi } from './catalogue/api.ts'
import { createOutboxApi } from './outbox/api.ts'
import { type CspOptions, securityHeaders } from './security-headers.ts'
import { createSiteApp } from './site.ts'

export type AppOptions = {
  clientDir: string
  catalogueDb: DatabaseSync
  corsOrigin?: string
  /** Mount the local e-mail outbox (see outbox/enabled.ts); off unless asked for. */
  outbox?: boolean
  /** For the Content-Security-Policy (see security-headers.ts); read per response. */
  csp?: () => CspOptions
}

/** The API under /api (catalogue, and the outbox where it belongs) and the prerendered site. */
export function createApiApp(options: Omit<AppOptions, 'clientDir'>): Hono {
  const api = new Hono()
  api.route('/', createCatalogueApi({ db: options.catalogueDb, corsOrigin: options.corsOrigin }))
  if (options.outbox) api.route('/', createOutboxApi())
  api.all('*', (c) => c.json({ error: 'Recurso no encontrado' }, 404))
  return api
}

export function createApp(options: AppOptions): Hono {
  const app = new Hono()
  app.use('*', securityHeaders(options.csp ?? (() => ({ scriptHashes: [] }))))
  app.route('/api', createApiApp(options))
  app.route('/', createSiteApp(options.clientDir))
  return app
}
