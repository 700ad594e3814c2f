/** sitemap.xml, robots.txt and _headers, generated at build time. */
import { hstsFrom, staticHeadersFile } from '../server/security-headers.ts'

export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${new URL(path, `${siteUrl}/`).href}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /_data/

Sitemap: ${siteUrl}/sitemap.xml
`
}

/**
 * `_headers` for static hosts: the server's security headers, with the policy built from the
 * same variables `npm run serve` reads (the build's environment).
 */
export function staticHeaders(scriptHashes: Iterable<string>, env = process.env): string {
  return staticHeadersFile({
    scriptHashes: [...scriptHashes],
    catalogueApiUrl: env.VITE_CATALOG_API_URL || undefined,
    sanityProjectId: env.VITE_SANITY_PROJECT_ID || undefined,
    studioUrl: env.VITE_SANITY_STUDIO_URL || undefined,
    hsts: hstsFrom(env.HSTS),
  })
}
