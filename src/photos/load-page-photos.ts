import { lineOfPath } from '../catalogue/lines'
import { NO_PAGE_PHOTOS, type PagePhotos } from './page-photos'
import { isWholePhoto, type Photo } from './photo'
import { scenesOf } from './scene-of-picture'
import { type PhotoSceneId, photoScenes, sceneFieldName } from './scenes'

/** The picture names a page's sections show (any depth: a slide's, a step's). */
function pictureNames(sections: unknown): Set<string> {
  const names = new Set<string>()
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      const drawing = (value as { drawing?: unknown }).drawing
      if (typeof drawing === 'string') names.add(drawing)
      Object.values(value).forEach(walk)
    }
  }
  walk(sections)
  return names
}

/** Reads the query's answer, keeping only the scenes the page shows. */
export type PagePhotosAnswer = {
  line?: Partial<Photo> | null
  scenes?: Record<string, Partial<Photo> | null> | null
} | null

export function pagePhotosOf(answer: PagePhotosAnswer, sections: unknown): PagePhotos {
  const shown = new Set([...pictureNames(sections)].flatMap((name) => scenesOf(name) ?? []))
  const scenes: Partial<Record<PhotoSceneId, Photo>> = {}
  for (const { id } of photoScenes) {
    const photo = answer?.scenes?.[sceneFieldName(id)]
    if (shown.has(id) && isWholePhoto(photo)) scenes[id] = photo
  }
  const line = isWholePhoto(answer?.line) ? answer.line : null
  return line || Object.keys(scenes).length > 0 ? { line, scenes } : NO_PAGE_PHOTOS
}

/**
 * The photographs of a content page: on the server (prerender, a render after a publish) from
 * the content; in the browser, on a navigation, from Sanity's CDN with the build's project (a
 * build on the snapshot has none). A failed answer leaves the page's pictures as they are drawn.
 */
export async function loadPagePhotos(
  path: string,
  sections: unknown,
  signal?: AbortSignal,
): Promise<PagePhotos> {
  const line = lineOfPath(path)?.id ?? ''
  if (import.meta.env.SSR) {
    const { queryPagePhotos } = await import('./query-photos.server')
    return pagePhotosOf(await queryPagePhotos(line), sections)
  }
  if (!import.meta.env.VITE_SANITY_PROJECT_ID) return NO_PAGE_PHOTOS
  const { cdnPagePhotos } = await import('./cdn-query')
  return pagePhotosOf(await cdnPagePhotos(line, signal), sections)
}
