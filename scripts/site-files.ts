/** robots.txt and _headers, generated at build time (sitemap.xml: src/seo/sitemap-xml.ts). */
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { hstsFrom, staticHeadersFile } from '../server/security-headers.ts'

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /_data/

Sitemap: ${siteUrl}/sitemap.xml
`
}

/**
 * The build's variables as Vite sees them: `.env` files, overridden by the environment.
 */
export function buildEnv(): Record<string, string | undefined> {
  const root = resolve(import.meta.dirname, '..')
  return { ...loadEnv('production', root, ['VITE_', 'HSTS']), ...process.env }
}

/**
 * `_headers` for static hosts: the server's security headers, with the policy built from the
 * variables the site was built with (the same ones `npm run serve` reads). Each page's inline
 * scripts are in the page's own policy (server/http/csp-meta.ts).
 */
export function staticHeaders(env: Record<string, string | undefined> = buildEnv()): string {
  return staticHeadersFile({
    catalogueApiUrl: env.VITE_CATALOG_API_URL || undefined,
    sanityProjectId: env.VITE_SANITY_PROJECT_ID || undefined,
    studioUrl: env.VITE_SANITY_STUDIO_URL || undefined,
    hsts: hstsFrom(env.HSTS),
  })
}
