/** sitemap.xml and robots.txt, generated from the route table at build time. */

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
