import type { Product } from '../catalogue/types'
import {
  type IndexedPage,
  type IndexedPost,
  pageDocument,
  postDocument,
  type RowAnchor,
  specRowDocuments,
} from './content-documents'
import type { SearchDocument, SiteSearchFile } from './document'
import { pinDocument } from './pin-documents'

export type SiteSearchContent = {
  pages: readonly IndexedPage[]
  posts: readonly IndexedPost[]
  products: readonly Product[]
  /**
   * The spec table's anchor rule (sections/spec-table/row-anchor.ts), handed in: the header,
   * which searches, is imported by the sections, so this folder may not import them.
   */
  rowAnchor: RowAnchor
}

/** Every document of the site search: door pins, spec-table rows, pages, then posts. */
export function siteSearchDocuments(content: SiteSearchContent): SearchDocument[] {
  return [
    ...content.products.map(pinDocument),
    ...content.pages.flatMap((page) => specRowDocuments(page, content.rowAnchor)),
    ...content.pages.map(pageDocument),
    ...content.posts.map(postDocument),
  ].map((document, id) => ({ id, ...document }))
}

/** The index file the build writes (the browser builds the index from its documents). */
export function siteSearchFile(content: SiteSearchContent): string {
  const file: SiteSearchFile = { version: 1, documents: siteSearchDocuments(content) }
  return JSON.stringify(file)
}
