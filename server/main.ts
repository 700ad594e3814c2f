/** `npm run serve`: the built site, its redirects and the local API on one port. */
import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { buildCsp } from './build-csp.ts'
import { liveCatalogue } from './catalogue/live-catalogue.ts'
import { catalogueReloader } from './catalogue/reload.ts'
import { openServedCatalogue } from './catalogue/served-catalogue.ts'
import { config } from './config.ts'
import { contentNotRendered, servedContent } from './content/served-content.ts'
import { serverTimeoutOptions } from './http/server-timeouts.ts'
import { outboxEnabled } from './outbox/enabled.ts'
import { writePidFile } from './pid-file.ts'
import { buildSendsVitals } from './vitals/enabled.ts'
import { openVitalsStore } from './vitals/store.ts'

if (!existsSync(config.clientDir)) {
  console.error(`No built site at ${config.clientDir}. Run "npm run build" (or "npm start") first.`)
  process.exit(1)
}

// Unchanged sheets open the last good import at once; changed ones are imported before the
// server listens, so its first answers are the sheets'. Later imports (SIGHUP) run beside it.
const { db: catalogueDb } = await openServedCatalogue(config.catalogueDir, config.catalogueDb)
const catalogue = liveCatalogue(catalogueDb)
const reloadCatalogue = catalogueReloader({
  catalogue,
  served: catalogueDb,
  dir: config.catalogueDir,
  lastGood: config.catalogueDb,
})
process.on('SIGHUP', () => void reloadCatalogue())
const vitals =
  config.vitalsDb && buildSendsVitals(config.clientDir)
    ? openVitalsStore(config.vitalsDb)
    : undefined
// However the process ends (the shutdown's time limit included), the waiting vitals are written.
process.on('exit', () => vitals?.close())
// The build writes the hashes of each page's inline scripts; a new build brings new ones.
const currentCsp = buildCsp(config.cspHashesFile, {
  catalogueApiUrl: config.catalogueApiUrl,
  sanityProjectId: config.sanityProjectId,
  studioUrl: config.studioUrl,
  hsts: config.hsts,
})

const content = servedContent({
  clientDir: config.clientDir,
  sanityProjectId: config.sanityProjectId,
  catalogueApiUrl: config.catalogueApiUrl,
  catalogue,
  csp: currentCsp,
})
// The publish webhook only drops answers the server rendered: without them it has nothing to do.
if (config.webhookSecret && !content) {
  console.warn(
    `SANITY_WEBHOOK_SECRET is set, but POST /api/revalidate is not mounted: ${contentNotRendered(config)}.`,
  )
}

const app = createApp({
  clientDir: config.clientDir,
  catalogueDb: undefined,
  catalogue,
  corsOrigin: config.corsOrigin,
  outbox: outboxEnabled(),
  csp: currentCsp,
  vitals,
  trustProxy: config.trustProxy,
  content,
  webhookSecret: config.webhookSecret,
})

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: serverTimeoutOptions(),
  },
  (info) => {
    writePidFile(info.port)
    console.log(`Site ready on http://localhost:${info.port}`)
  },
)

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${config.port} is already in use. Stop the other process or choose another port: PORT=4322 npm run serve`,
    )
  } else {
    console.error(error)
  }
  process.exit(1)
})

function shutdown(signal: string) {
  console.log(`${signal} received, closing connections…`)
  server.close(() => {
    // The catalogue is read-only (and may have been replaced by a reload): nothing to close.
    vitals?.close()
    process.exit(0)
  })
  // Keep-alive sockets may hold the server open; do not wait forever.
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
