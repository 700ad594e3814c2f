import { fetchContentJson } from '../content/load'
import type { PostQueryResult } from '../content/sanity.types'
import { postDataUrl } from './post-data-url'

export type Post = NonNullable<PostQueryResult>

/** The post with this slug, or null; on the server by query, in the browser from the build's JSON. */
export async function loadPost(slug: string): Promise<Post | null> {
  if (import.meta.env.SSR) {
    const { queryPost } = await import('./query-blog.server')
    return queryPost(slug)
  }
  return fetchContentJson<Post>(postDataUrl(slug))
}
