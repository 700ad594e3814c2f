import { runQuery } from '../content/server-content'
import { pagePathsQuery, pageQuery } from './page-query'

/** Server only (prerender, dev SSR): the page queries against the content source. */
export function queryPage(path: string) {
  return runQuery(pageQuery, { path })
}

export function queryPagePaths() {
  return runQuery(pagePathsQuery)
}
