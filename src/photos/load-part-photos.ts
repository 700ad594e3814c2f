import { canonicalKeyParam } from '../catalogue/part-path'
import { DEFAULT_API_VERSION, DEFAULT_DATASET } from '../content/sanity-project'
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
  const projectId = import.meta.env.VITE_SANITY_PROJECT_ID
  if (!projectId) return []
  const dataset = import.meta.env.VITE_SANITY_DATASET || DEFAULT_DATASET
  const version = import.meta.env.VITE_SANITY_API_VERSION || DEFAULT_API_VERSION
  const url = new URL(`https://${projectId}.apicdn.sanity.io/v${version}/data/query/${dataset}`)
  url.searchParams.set('query', onePartPhotosQuery)
  url.searchParams.set('$key', JSON.stringify(canonicalKeyParam(key)))
  url.searchParams.set('perspective', 'published')
  try {
    const response = await fetch(url, { signal })
    if (!response.ok) return []
    const { result } = (await response.json()) as { result?: Partial<Photo>[] | null }
    return (result ?? []).filter(isWholePhoto)
  } catch (error) {
    if (signal?.aborted) throw error
    return []
  }
}
