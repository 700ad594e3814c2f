import type { Product } from '../catalogue/types'
import { type IndexedPage, type IndexedPost, pageDocument, postDocument } from './content-documents'
import type { SearchDocument, SiteSearchFile } from './document'
import { pinDocument } from './pin-documents'

export type SiteSearchContent = {
  pages: readonly IndexedPage[]
  posts: readonly IndexedPost[]
  products: readonly Product[]
}

/** Every document of the site search: door pins, pages, then posts. */
export function siteSearchDocuments(content: SiteSearchContent): SearchDocument[] {
  return [
    ...content.products.map(pinDocument),
    ...content.pages.map(pageDocument),
    ...content.posts.map(postDocument),
  ].map((document, id) => ({ id, ...document }))
}

/** The index file the build writes (the browser builds the index from its documents). */
export function siteSearchFile(content: SiteSearchContent): string {
  const file: SiteSearchFile = { version: 1, documents: siteSearchDocuments(content) }
  return JSON.stringify(file)
}
