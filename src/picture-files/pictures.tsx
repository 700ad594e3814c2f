import { PICTURE_CANVAS } from './picture-canvas'
import { pictureFileUrl } from './picture-file'
import type { PictureName } from './picture-names'
import { pictureTitles } from './picture-titles'

/**
 * A product family's render or a scene, by the name content gives: its file, written by the
 * prerender (picture-files.tsx), as an image. A file is cached from page to page, loads when it
 * comes near the screen (`priority`: at once, for one at the top of the page; the HTML names it,
 * so the browser finds it without a preload, which would compete with the heading's face) and
 * needs no script.
 * Decorative when a text beside it names what it shows; `titled` gives it its Spanish title as
 * its text alternative.
 */
export function Picture({
  name,
  titled = false,
  priority = false,
}: {
  name: PictureName
  titled?: boolean
  priority?: boolean
}) {
  return (
    <img
      src={pictureFileUrl(name)}
      alt={titled ? pictureTitles[name] : ''}
      width={PICTURE_CANVAS.width}
      height={PICTURE_CANVAS.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      data-picture={name}
    />
  )
}
