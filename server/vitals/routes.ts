import { PART_PAGE_ROUTE } from '../../src/catalogue/part-path.ts'
import { pagePaths, unlistedPagePaths } from '../../src/site/pages.ts'

/**
 * The route patterns a beacon may name: those the page's router matches (src/vitals/start.ts
 * sends the matched route's pattern, never the address). The route table's pages, each part and
 * blog post under its pattern, the blog's tag and page lists, and `/$` for the content pages
 * and the 404 page the catch-all route renders. Anything else did not come from the site.
 */
export const VITALS_ROUTES: ReadonlySet<string> = new Set([
  ...pagePaths,
  ...unlistedPagePaths,
  PART_PAGE_ROUTE,
  '/blog/$slug',
  '/blog/etiqueta/$tag',
  '/blog/pagina/$page',
  '/$',
])
