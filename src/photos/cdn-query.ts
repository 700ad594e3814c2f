import { canonicalKeyParam } from '../catalogue/part-path'
import { cdnQuery } from '../content/cdn-query'
import { sanityProject } from '../content/sanity-project'
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
  const project = sanityProject(import.meta.env)
  if (!project) return undefined
  try {
    return (await cdnQuery(project, query, params, { signal })).result
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
