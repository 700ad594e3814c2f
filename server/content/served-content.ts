import { existsSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Hono } from 'hono'
import type { CatalogueReader } from '../../src/catalogue/build-paths.ts'
import { createLiveCatalogueApi } from '../catalogue/api.ts'
import type { LiveCatalogue } from '../catalogue/live-catalogue.ts'
import { type CspOptions, contentSecurityPolicy } from '../security-headers.ts'
import { createRenderedContent, type RenderedContent } from './rendered-content.ts'
import { loadSsrBuild } from './ssr-entry.ts'

/** How long one request of the server to Sanity may take (SANITY_TIMEOUT_MS overrides it). */
const SANITY_TIMEOUT_MS = 5_000

/**
 * The content the server renders itself: only with a Sanity project (VITE_SANITY_PROJECT_ID; the
 * snapshot changes only with a rebuild) and a build that kept its server entry beside the client
 * folder (`npm run build` does).
 */
export function servedContent(options: {
  clientDir: string
  sanityProjectId: string | undefined
  catalogueApiUrl: string | undefined
  catalogue: LiveCatalogue
  csp: () => CspOptions
}): RenderedContent | undefined {
  if (contentNotRendered(options)) return
  const distDir = dirname(options.clientDir)
  // Rendered just after a publish: from the API itself, which has the change already.
  process.env.SANITY_USE_CDN ??= 'false'
  // A visitor waits on Sanity at most the deadline (rendered-content.ts); past this the client
  // gives up on a request and frees its connection (its own default is minutes).
  process.env.SANITY_TIMEOUT_MS ??= String(SANITY_TIMEOUT_MS)
  const base = options.catalogueApiUrl?.replace(/\/+$/, '')
  const local = createLiveCatalogueApi({ catalogue: options.catalogue })
  const read: CatalogueReader = async (path) => {
    const response = base ? await fetch(`${base}${path}`) : await local.request(path)
    if (!response.ok) throw new Error(`catalogue ${path}: HTTP ${response.status}`)
    return response.json()
  }
  // The door-pins page renders its catalogue's first page, a line table its first rows: from this
  // server's own API unless the catalogue is another server's (asked over the network then).
  const mounted = new Hono().route('/api', local)
  const build = async () => {
    const ssr = await loadSsrBuild(distDir, options.clientDir)
    if (!base) ssr.entry.provideCatalogueApi((request) => mounted.fetch(request))
    return ssr
  }
  const content = createRenderedContent({
    build,
    buildId: () => servedBuildOf(distDir),
    clientDir: options.clientDir,
    policyFor: (hashes) => contentSecurityPolicy(options.csp(), hashes),
    catalogue: { apiUrl: options.catalogueApiUrl, read },
  })
  // The content's paths read at start, so that the first visitors find pages the build lacks.
  void content.ready()
  return content
}

/** Why the server renders nothing from the content (see servedContent); undefined: it does. */
export function contentNotRendered(options: {
  clientDir: string
  sanityProjectId: string | undefined
}): string | undefined {
  if (!options.sanityProjectId) return 'VITE_SANITY_PROJECT_ID is not set'
  const entry = join(dirname(options.clientDir), 'server/entry-server.js')
  if (!existsSync(entry)) return `the build has no server entry (${entry})`
  return undefined
}

/** The build `distDir` names now: its real folder (`dist` is a link switched to each build). */
function servedBuildOf(distDir: string): string {
  try {
    return realpathSync.native(distDir)
  } catch {
    return distDir
  }
}
