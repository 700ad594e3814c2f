import { canonicalKeyParam } from '../catalogue/part-path'
import { runQuery } from '../content/server-content'
import { isWholePhoto, type Photo } from './photo'
import { linePhotoQuery, partPhotosQuery } from './photo-queries'

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

export async function queryLinePhoto(line: string): Promise<Photo | null> {
  const photo = (await runQuery(linePhotoQuery, { line })) as Partial<Photo> | null
  return isWholePhoto(photo) ? photo : null
}
