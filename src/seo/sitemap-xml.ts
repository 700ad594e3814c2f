/**
 * sitemap.xml, written by the prerender and by the server for content published since. Each
 * address once, even if the content holds two documents at one path (the content rules refuse
 * that, but a document written through the API skips them).
 */
export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const urls = [...new Set(paths)]
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
