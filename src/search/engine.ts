import type { Options } from 'minisearch'
import { searchWords } from '../catalogue/measures'
import type { SearchDocument } from './document'

/**
 * How the index of pages and posts reads its documents and queries: as the catalogue's search
 * does (accent- and case-insensitive; a thread typed 'M12 x 1.5', 'm12x1.5' or 'M12 × 1.5' is
 * one word), by prefix, typos forgiven on words of four letters or more but never in a number
 * ('m12x1.5' is not 'm14x1.5'), every word of the query required.
 */
export const searchEngineOptions: Options<SearchDocument> = {
  fields: ['title', 'text'],
  storeFields: [],
  tokenize: searchWords,
  processTerm: (term) => term || null,
  searchOptions: {
    boost: { title: 3 },
    prefix: true,
    fuzzy: (term) => (term.length > 3 && !/\p{N}/u.test(term) ? 0.2 : false),
    combineWith: 'AND',
  },
}
