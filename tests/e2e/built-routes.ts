import { readFileSync } from 'node:fs'

/** The pages of the build (its sitemap.xml), so a new page joins the checks by being built. */
export function builtPagePaths(): string[] {
  const xml = readFileSync('dist/client/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
}

export const isProductPage = (path: string) => path.startsWith('/pernos-para-puerta/')

/** How many product pages stand for all of them (plus the last one) in checks run per page. */
const PRODUCT_SAMPLE = 1

/**
 * The built pages with the product pages sampled: they are one template over the catalogue's
 * rows (174 and growing), so the first and the last stand for the rest, which would
 * otherwise make up most of a per-page run.
 */
export function builtPageSample(): string[] {
  const paths = builtPagePaths()
  const products = paths.filter(isProductPage)
  const sample = new Set([...products.slice(0, PRODUCT_SAMPLE), ...products.slice(-1)])
  return paths.filter((path) => !isProductPage(path) || sample.has(path))
}
