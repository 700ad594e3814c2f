import { fetchContentJson } from '../content/load'
import { loadChunk } from '../ui/load-chunk'
import type { SiteSearchFile } from './document'
import { SEARCH_INDEX_URL } from './index-url'
import type { LoadedSiteSearch } from './search-chunk'

let loading: Promise<LoadedSiteSearch> | undefined

/**
 * The site search, loaded once per visit when first wanted: the index file and the code that
 * reads it are fetched side by side. A failed load is forgotten, so the next focus tries again.
 */
export function loadSiteSearch(): Promise<LoadedSiteSearch> {
  loading ??= Promise.all([
    fetchContentJson<SiteSearchFile>(SEARCH_INDEX_URL),
    loadChunk(() => import('./search-chunk')),
  ]).then(([file, chunk]) => {
    if (!file) throw new Error(`${SEARCH_INDEX_URL} is missing`)
    return chunk.startSiteSearch(file)
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
