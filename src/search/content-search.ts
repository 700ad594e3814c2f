import MiniSearch from 'minisearch'
import type { SearchDocument, SiteSearchFile } from './document'
import { searchEngineOptions } from './engine'

/** The pages and posts a query finds, best first. */
export type ContentSearch = (query: string) => SearchDocument[]

/** The search of the index's pages and posts; the index is built on creation, once per visit. */
export function createContentSearch(file: SiteSearchFile): ContentSearch {
  const { documents } = file
  const index = new MiniSearch<SearchDocument>(searchEngineOptions)
  index.addAll(documents)
  return (query) => {
    const trimmed = query.trim()
    if (!trimmed) return []
    return index.search(trimmed).flatMap((result) => documents[Number(result.id)] ?? [])
  }
}
