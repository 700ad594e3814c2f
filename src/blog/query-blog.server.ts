import { runQuery } from '../content/server-content'
import { postPathsQuery, postQuery } from './queries'

/** Server only (prerender, dev SSR): the blog's queries against the content source. */
export function queryPost(slug: string) {
  return runQuery(postQuery, { slug })
}

export function queryPostPaths() {
  return runQuery(postPathsQuery)
}
