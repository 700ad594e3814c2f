import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Hono } from 'hono'
import type { CatalogueReader } from '../../src/catalogue/build-paths.ts'
import { createLiveCatalogueApi } from '../catalogue/api.ts'
import type { LiveCatalogue } from '../catalogue/live-catalogue.ts'
import { type CspOptions, contentSecurityPolicy } from '../security-headers.ts'
import { createRenderedContent, type RenderedContent } from './rendered-content.ts'
import { loadSsrBuild } from './ssr-entry.ts'

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
  const distDir = dirname(options.clientDir)
  if (!options.sanityProjectId || !existsSync(join(distDir, 'server/entry-server.js'))) return
  // Rendered just after a publish: from the API itself, which has the change already.
  process.env.SANITY_USE_CDN ??= 'false'
  const base = options.catalogueApiUrl?.replace(/\/+$/, '')
  const local = createLiveCatalogueApi({ catalogue: options.catalogue })
  const read: CatalogueReader = async (path) => {
    const response = base ? await fetch(`${base}${path}`) : await local.request(path)
    if (!response.ok) throw new Error(`catalogue ${path}: HTTP ${response.status}`)
    return response.json()
  }
  // The door-pins page renders its catalogue's first page: from this server's own API unless the
  // catalogue is another server's (asked over the network then).
  const mounted = new Hono().route('/api', local)
  const build = async () => {
    const ssr = await loadSsrBuild(distDir, options.clientDir)
    if (!base) ssr.entry.provideCatalogueApi((request) => mounted.fetch(request))
    return ssr
  }
  return createRenderedContent({
    build,
    clientDir: options.clientDir,
    policyFor: (hashes) => contentSecurityPolicy(options.csp(), hashes),
    catalogue: { apiUrl: options.catalogueApiUrl, read },
  })
}
