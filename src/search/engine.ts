import type { Options } from 'minisearch'
import { normalizeName } from '../catalogue/canonical'
import type { SearchDocument } from './document'

/** Words of a text: runs of letters and digits ('BR-1245' → BR, 1245; 'Sedán' → Sedán). */
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/**
 * How the site search index reads its documents and queries: accent- and case-insensitive, by
 * prefix, typos forgiven on words of four letters or more, every word of the query required.
 */
export const searchEngineOptions: Options<SearchDocument> = {
  fields: ['numbers', 'title', 'text'],
  storeFields: [],
  extractField: (document, field) => {
    const value = document[field as keyof SearchDocument]
    return Array.isArray(value) ? value.join(' ') : String(value)
  },
  tokenize,
  processTerm: (term) => normalizeName(term) || null,
  searchOptions: {
    boost: { numbers: 4, title: 3 },
    prefix: true,
    fuzzy: (term) => (term.length > 3 ? 0.2 : false),
    combineWith: 'AND',
  },
}
