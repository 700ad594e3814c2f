import { createContext, useContext } from 'react'
import type { Photo } from './photo'
import type { PhotoSceneId } from './scenes'

/** The photographs a content page shows: its line's (a line's page), and its scenes'. */
export type PagePhotos = {
  line: Photo | null
  scenes: Partial<Record<PhotoSceneId, Photo>>
}

export const NO_PAGE_PHOTOS: PagePhotos = { line: null, scenes: {} }

/** The photographs of the page being shown, for its sections. */
export const PagePhotosContext = createContext<PagePhotos>(NO_PAGE_PHOTOS)

export function usePagePhotos(): PagePhotos {
  return useContext(PagePhotosContext)
}
