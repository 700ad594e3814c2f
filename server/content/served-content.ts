import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
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
  return createRenderedContent({
    build: async () => {
      const build = await loadSsrBuild(distDir, options.clientDir)
      // A page with a line table renders its first rows from the same catalogue.
      build.entry.provideTableCatalogue(read)
      return build
    },
    clientDir: options.clientDir,
    policyFor: (hashes) => contentSecurityPolicy(options.csp(), hashes),
    catalogue: { apiUrl: options.catalogueApiUrl, read },
  })
}
