import type { DatabaseSync } from 'node:sqlite'
import { type ErrorHandler, Hono } from 'hono'
import { catalogueAnsweredFirst } from './catalogue/answered-first.ts'
import { createLiveCatalogueApi } from './catalogue/api.ts'
import { type LiveCatalogue, liveCatalogue } from './catalogue/live-catalogue.ts'
import type { RenderedContent } from './content/rendered-content.ts'
import { createRevalidateApi } from './content/revalidate-api.ts'
import { createErrorLog } from './http/error-log.ts'
import { refuseUnparsableUrl } from './http/unparsable-url.ts'
import { createOutboxApi } from './outbox/api.ts'
import { type CspOptions, pagePolicyCache, securityHeaders } from './security-headers.ts'
import { createSiteApp } from './site.ts'
import { createVitalsApi } from './vitals/api.ts'
import type { VitalsStore } from './vitals/store.ts'

export type AppOptions = {
  clientDir: string
  /** The served catalogue; undefined when no good one exists (the API then answers 503). */
  catalogueDb: DatabaseSync | undefined
  /** The same, replaceable while the server runs (SIGHUP); takes the place of `catalogueDb`. */
  catalogue?: LiveCatalogue
  corsOrigin?: string
  /** Mount the local e-mail outbox (see outbox/enabled.ts); off unless asked for. */
  outbox?: boolean
  /** For the Content-Security-Policy (see security-headers.ts); read per response. */
  csp?: () => CspOptions
  /** Where real visitors' vitals are stored (POST /api/vitals); none, no endpoint. */
  vitals?: VitalsStore
  /** Proxies of ours in front of the server (TRUST_PROXY): which address rate limits key on. */
  trustProxy?: number
  /** With a Sanity project: pages rendered from the published content (content/). */
  content?: RenderedContent
  /** SANITY_WEBHOOK_SECRET: with `content`, mounts POST /api/revalidate, Sanity's publish webhook. */
  webhookSecret?: string
}

/** The API under /api (catalogue, and the outbox where it belongs) and the prerendered site. */
export function createApiApp(options: Omit<AppOptions, 'clientDir'>): Hono {
  return apiApp(options, options.catalogue ?? liveCatalogue(options.catalogueDb))
}

function apiApp(options: Omit<AppOptions, 'clientDir'>, catalogue: LiveCatalogue): Hono {
  const api = new Hono()
  const { trustProxy } = options
  if (options.outbox) api.route('/', createOutboxApi({ trustProxy }))
  if (options.vitals) api.route('/', createVitalsApi({ store: options.vitals, trustProxy }))
  if (options.content && options.webhookSecret)
    api.route(
      '/',
      createRevalidateApi({ secret: options.webhookSecret, content: options.content, trustProxy }),
    )
  api.route('/', createLiveCatalogueApi({ catalogue, corsOrigin: options.corsOrigin }))
  api.all('*', (c) => c.json({ error: 'Recurso no encontrado' }, 404))
  return api
}

/**
 * The whole server: an address no URL can hold refused, security headers on every answer, the
 * API under /api and the site, and errors logged sparingly. The catalogue's answers (their bytes
 * made at import or kept, catalogue/answers.ts) are routed by Hono ahead of the middleware, one
 * handler a path, with the same headers (catalogue/answered-first.ts); `npm run bench:api`
 * measures them against a bare node:http server.
 */
export function createApp(options: AppOptions): Hono {
  const csp = options.csp ?? (() => ({}))
  const catalogue = options.catalogue ?? liveCatalogue(options.catalogueDb)
  const app = new Hono()
  // The security headers first: the 400 for an address no URL can hold carries them too.
  app.use('*', securityHeaders(csp))
  app.use('*', refuseUnparsableUrl)
  app.route('/api', apiApp(options, catalogue))
  app.route('/', createSiteApp(options.clientDir, pagePolicyCache(csp), options.content))
  // An error is logged once a minute per kind, never as a stack trace per request.
  const logError = createErrorLog()
  const onError: ErrorHandler = (error, c) => {
    logError(error, `${c.req.method} ${c.req.path}`)
    return c.text('Error interno del servidor', 500)
  }
  app.onError(onError)
  // A cross-origin API answers through its CORS middleware, in the app.
  if (options.corsOrigin !== undefined) return app
  return catalogueAnsweredFirst(app, { catalogue, csp, base: '/api', onError })
}
