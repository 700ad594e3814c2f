import { canonicalKeyParam } from '../catalogue/part-path'
import { useLiveContent } from '../content/live-content'
import type { Photo } from './photo'

/**
 * A part's photos as its page shows them: the build's (its loader data) until the live content
 * has Sanity's own answer to `onePartPhotosQuery`, which follows every publish. Part pages stay
 * as built, so a photo placed after the build reaches the open page this way (once it is idle,
 * in a build with a Sanity project) rather than with the next build.
 */
export function useLivePartPhotos(key: string, built: readonly Photo[]): readonly Photo[] {
  return useLiveContent<readonly Photo[]>('partPhotos', { key: canonicalKeyParam(key) }, built)
}
