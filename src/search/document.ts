/** What the index holds, each kind shown in its own group: pages and posts. */
export type ContentKind = 'page' | 'post'

/**
 * One entry of the site search index: what is searched and what a result shows. Written by the
 * build (write-index.ts), read in the browser (content-search.ts). Parts are not in it: the
 * catalogue API searches them as the visitor types (parts-finder.ts).
 */
export type SearchDocument = {
  /** Its place in the index's list. */
  id: number
  kind: ContentKind
  /** Where the result leads: a page or a post. */
  href: string
  /** The page's or post's title. */
  title: string
  /** The line under the title: a description or an excerpt. */
  detail: string
  /** Everything else that finds it: headings, leads, tags. */
  text: string
}

/** The index file the build writes and the browser fetches. */
export type SiteSearchFile = { version: 2; documents: SearchDocument[] }
