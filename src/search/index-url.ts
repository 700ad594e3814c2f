import { DATA_PREFIX } from '../content/data-url.ts'

/** Where the build writes the site search index and the browser fetches it. */
export const SEARCH_INDEX_URL = `${DATA_PREFIX}/buscar.json`
