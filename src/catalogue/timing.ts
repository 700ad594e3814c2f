/**
 * The timeline entry (a PerformanceMeasure) of each search index build, read by
 * `npm run bench:catalogue`. Alone in its file so that Node scripts can import it.
 */
export const SEARCH_INDEX_MEASURE = 'catalogue:search-index'
