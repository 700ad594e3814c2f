/**
 * What the worker keeps at install, beside the build's files: every page of the route table
 * (the home, each line's page, the blog, contact, privacy) and the quote list's page, each page's
 * data for a navigation to it, the site settings, the site search's index and the makes the
 * vehicle finder lists first. A part's page, a vehicle's parts and a search are kept as they are
 * seen. Read by the worker and by the check of its byte budget.
 */
import { pageDataUrl, settingsDataUrl } from '../src/content/data-url.ts'
import { SEARCH_INDEX_URL } from '../src/search/index-url.ts'
import { pagePaths, unlistedPagePaths } from '../src/site/pages.ts'

/** The pages kept at install. */
export const KEPT_PAGES: readonly string[] = [...pagePaths, ...unlistedPagePaths]

/** The JSON kept at install, the catalogue's answers relative to its base (`/api`). */
export function keptData(catalogueBase: string): string[] {
  return [
    ...pagePaths.map(pageDataUrl),
    settingsDataUrl,
    SEARCH_INDEX_URL,
    `${catalogueBase}/marcas`,
  ]
}

/** The page every navigation the worker has not kept falls back to, offline. */
export const OFFLINE_PAGE = '/sin-conexion.html'
