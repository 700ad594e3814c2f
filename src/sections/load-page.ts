import { pageDataUrl } from '../content/data-url'
import { fetchContentJson } from '../content/load'
import type { PageDocument } from './types'

/**
 * The page at a path, or null when the content has none. On the server the page query runs
 * against the content source; in the browser the JSON the build wrote for that path is fetched.
 */
export async function loadPage(path: string): Promise<PageDocument | null> {
  if (import.meta.env.SSR) {
    const { queryPage } = await import('./query-page.server')
    return queryPage(path)
  }
  return fetchContentJson<PageDocument>(pageDataUrl(path))
}
