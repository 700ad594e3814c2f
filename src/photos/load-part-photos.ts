import { canonicalKeyParam } from '../catalogue/part-path'
import { queryCdn } from './cdn-query'
import { isWholePhoto, type Photo } from './photo'
import { onePartPhotosQuery } from './photo-queries'

/**
 * A part's photos, main first. On the server (the prerender) from the content; in the browser,
 * when a part's page is reached by a link, from Sanity's CDN with the build's project (a build on
 * the snapshot has no photos). A failed answer leaves the page with its render.
 */
export async function loadPartPhotos(key: string, signal?: AbortSignal): Promise<Photo[]> {
  if (import.meta.env.SSR) {
    const { queryPartPhotos } = await import('./query-photos.server')
    return queryPartPhotos(key)
  }
  const answer = (await queryCdn(onePartPhotosQuery, { key: canonicalKeyParam(key) }, signal)) as
    | Partial<Photo>[]
    | null
    | undefined
  return (answer ?? []).filter(isWholePhoto)
}
