import { preload } from 'react-dom'
import type { Photo } from './photo'
import { type PhotoPlace, photoImage } from './photo-urls'
import styles from './photos.module.css'

/**
 * One photograph in a place: its sizes for the screen (`srcset`/`sizes`), width and height held
 * so nothing moves when it arrives, its blurred copy painted underneath until then. `first`: on
 * the first screen, so it is preloaded from the head and fetched first; every other one waits
 * until it nears the screen. `waiting`: its blurred copy only, no file asked for yet.
 */
export function PhotoImg({
  photo,
  place,
  first = false,
  waiting = false,
}: {
  photo: Photo
  place: PhotoPlace
  first?: boolean
  waiting?: boolean
}) {
  const image = photoImage(photo, place)
  if (first)
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    })
  const blurred = photo.lqip ? { backgroundImage: `url("${photo.lqip}")` } : undefined
  // An <img> without a file would show the browser's broken-image mark over its blurred copy.
  if (waiting)
    return (
      <div
        role="img"
        aria-label={photo.alt}
        className={styles.photo}
        style={{ ...blurred, aspectRatio: `${image.width} / ${image.height}` }}
      />
    )
  return (
    <img
      className={styles.photo}
      {...image}
      alt={photo.alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      style={blurred}
    />
  )
}
