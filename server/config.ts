import { resolve } from 'node:path'
import { trustProxyFromEnv } from './http/client-address.ts'
import { hstsFrom } from './security-headers.ts'

const root = resolve(import.meta.dirname, '..')

/** Server settings from the environment, with the embedded defaults of a fresh checkout. */
export const config = {
  port: Number(process.env.PORT) || 4321,
  // Loopback unless HOST says otherwise (HOST=0.0.0.0 behind a proxy or in a container).
  host: process.env.HOST || '127.0.0.1',
  clientDir: resolve(root, process.env.CLIENT_DIR || 'dist/client'),
  /** The operators' sheets, one CSV per product line (server/catalogue/load-csv.ts). */
  catalogueDir: resolve(root, process.env.CATALOGUE_DIR || 'data/catalogue'),
  /** The last good import of the sheets, served when newer sheets are bad (served-catalogue.ts). */
  catalogueDb: resolve(root, process.env.CATALOGUE_DB || 'var/catalogue.sqlite'),
  /**
   * Real visitors' vitals (server/vitals); VITALS_DB=off stores none and refuses the path, as
   * does a build that sends no beacons (vitals/enabled.ts).
   */
  vitalsDb:
    process.env.VITALS_DB === 'off'
      ? undefined
      : resolve(root, process.env.VITALS_DB || 'var/vitals.sqlite'),
  /** Proxies of ours in front of the server: which address rate limits count (client-address.ts). */
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  corsOrigin: process.env.CATALOG_CORS_ORIGIN || undefined,
  catalogueApiUrl: process.env.VITE_CATALOG_API_URL || undefined,
  // The same variables the site was built with (see .env.example).
  sanityProjectId: process.env.VITE_SANITY_PROJECT_ID || undefined,
  studioUrl: process.env.VITE_SANITY_STUDIO_URL || undefined,
  /** Sanity's publish webhook's secret: POST /api/revalidate exists only with it (and content). */
  webhookSecret: process.env.SANITY_WEBHOOK_SECRET || undefined,
  /** Strict-Transport-Security on HTTPS requests; HSTS=off or another value (see README). */
  hsts: hstsFrom(process.env.HSTS),
  cspHashesFile: resolve(root, process.env.CSP_HASHES_FILE || 'dist/csp-script-hashes.json'),
}
