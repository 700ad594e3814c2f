import { canonicalKeyParam } from '../catalogue/part-path'
import { runQuery } from '../content/server-content'
import type { PagePhotosAnswer } from './load-page-photos'
import { isWholePhoto, type Photo } from './photo'
import { pagePhotosQuery, partPhotosQuery } from './photo-queries'

/**
 * Server only (prerender, dev SSR). Every part's photos in one query, kept for the process:
 * the build renders thousands of part pages and asks the content once, not once a page.
 */
let allPartPhotos: Promise<Map<string, Photo[]>> | undefined

export async function queryPartPhotos(key: string): Promise<Photo[]> {
  allPartPhotos ??= (runQuery(partPhotosQuery) as Promise<unknown>).then((rows) => {
    const byKey = new Map<string, Photo[]>()
    for (const row of (rows as { key?: string; photos?: Partial<Photo>[] }[] | null) ?? []) {
      const photos = (row.photos ?? []).filter(isWholePhoto)
      if (row.key && photos.length > 0) byKey.set(row.key, photos)
    }
    return byKey
  })
  return (await allPartPhotos).get(canonicalKeyParam(key)) ?? []
}

export async function queryPagePhotos(line: string): Promise<PagePhotosAnswer> {
  return (await runQuery(pagePhotosQuery, { line })) as PagePhotosAnswer
}
