import { type IndexedPage, type IndexedPost, pageDocument, postDocument } from './content-documents'
import type { SearchDocument, SiteSearchFile } from './document'

/** What the index is written from: the site's pages and posts, never the catalogue's parts. */
export type SiteSearchContent = {
  pages: readonly IndexedPage[]
  posts: readonly IndexedPost[]
}

/** Every document of the site search: pages, then posts. */
export function siteSearchDocuments(content: SiteSearchContent): SearchDocument[] {
  return [...content.pages.map(pageDocument), ...content.posts.map(postDocument)].map(
    (document, id) => ({ id, ...document }),
  )
}

/** The index file the build writes (the browser builds the index from its documents). */
export function siteSearchFile(content: SiteSearchContent): string {
  const file: SiteSearchFile = { version: 2, documents: siteSearchDocuments(content) }
  return JSON.stringify(file)
}
