import { pagePaths, unlistedPagePaths } from '../../src/site/pages.ts'

/**
 * The route patterns a beacon may name: those the page's router matches (src/vitals/start.ts
 * sends the matched route's pattern, never the address). The route table's pages, each door pin
 * and blog post under its pattern, the blog's tag and page lists, and `/$` for the content pages
 * and the 404 page the catch-all route renders. Anything else did not come from the site.
 */
export const VITALS_ROUTES: ReadonlySet<string> = new Set([
  ...pagePaths,
  ...unlistedPagePaths,
  // The door-pin catalogue is the index route under its page: the page's deepest match.
  '/pernos-para-puerta/',
  '/pernos-para-puerta/$clave',
  '/blog/$slug',
  '/blog/etiqueta/$tag',
  '/blog/pagina/$page',
  '/$',
])
