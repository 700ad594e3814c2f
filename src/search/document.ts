/** What the site search finds, each shown in its own group. */
export type SearchKind = 'pin' | 'part' | 'page' | 'post'

/**
 * One entry of the site search index: what is searched and what a result shows. Written by the
 * build (write-index.ts), read in the browser (site-search.ts).
 */
export type SearchDocument = {
  /** Its place in the index's list. */
  id: number
  kind: SearchKind
  /** Where the result leads: a door pin's page, a spec-table row's anchor, a page, a post. */
  href: string
  /** A part number, or a page's or post's title. */
  title: string
  /** The line under the title: name and measures, the product line, a description. */
  detail: string
  /** Part numbers as written: a door pin's key and other brands' numbers, a row's number. */
  numbers: string[]
  /** Everything else that finds it: names, cars, measures with their columns, headings, tags. */
  text: string
}

/** The index file the build writes and the browser fetches. */
export type SiteSearchFile = { version: 1; documents: SearchDocument[] }
