import type { Photo } from './photo'

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
  if (!import.meta.env.VITE_SANITY_PROJECT_ID) return []
  const { cdnPartPhotos } = await import('./cdn-query')
  return cdnPartPhotos(key, signal)
}
