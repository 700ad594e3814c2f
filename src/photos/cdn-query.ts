import { canonicalKeyParam } from '../catalogue/part-path'
import { DEFAULT_API_VERSION, DEFAULT_DATASET } from '../content/sanity-project'
import type { PagePhotosAnswer } from './load-page-photos'
import { isWholePhoto, type Photo } from './photo'
import { onePartPhotosQuery, pagePhotosQuery } from './photo-queries'

/**
 * In the browser: one published query to Sanity's CDN with the build's project, by plain `fetch`
 * (the Sanity client stays out of the pages' code). Loaded on a navigation only: the query text and
 * the CDN's address stay out of the first load. Undefined without a project (a build on the
 * snapshot, which has no photographs) or when the answer fails: the page keeps its drawings.
 */
async function queryCdn(
  query: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  const projectId = import.meta.env.VITE_SANITY_PROJECT_ID
  if (!projectId) return undefined
  const dataset = import.meta.env.VITE_SANITY_DATASET || DEFAULT_DATASET
  const version = import.meta.env.VITE_SANITY_API_VERSION || DEFAULT_API_VERSION
  const url = new URL(`https://${projectId}.apicdn.sanity.io/v${version}/data/query/${dataset}`)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(`$${name}`, JSON.stringify(value))
  url.searchParams.set('perspective', 'published')
  try {
    const response = await fetch(url, { signal })
    if (!response.ok) return undefined
    return ((await response.json()) as { result?: unknown }).result
  } catch (error) {
    if (signal?.aborted) throw error
    return undefined
  }
}

/** A part's photos from the CDN, main first. */
export async function cdnPartPhotos(key: string, signal?: AbortSignal): Promise<Photo[]> {
  const answer = await queryCdn(onePartPhotosQuery, { key: canonicalKeyParam(key) }, signal)
  return Array.isArray(answer) ? (answer as Partial<Photo>[]).filter(isWholePhoto) : []
}

/** A page's line and scene photos from the CDN, as the query answers them. */
export async function cdnPagePhotos(line: string, signal?: AbortSignal): Promise<PagePhotosAnswer> {
  return ((await queryCdn(pagePhotosQuery, { line }, signal)) ?? null) as PagePhotosAnswer
}
