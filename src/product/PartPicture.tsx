import { productPhotoUrl } from '../catalogue/product-image'
import type { Product } from '../catalogue/types'
import { drawingFamilies } from '../picture-files/drawing-names'
import { PICTURE_CANVAS } from '../picture-files/picture-canvas'
import { pictureFileUrl } from '../picture-files/picture-file'
import { lineDrawing } from './line-picture'
import styles from './PartPage.module.css'
import { PinViews } from './PinViews'
import views from './PinViews.module.css'

/**
 * What a part's page shows of it: the catalogue's photo when it has one; a door pin's render and
 * measured drawing, drawn from its own measures; otherwise its family's render (the file the
 * prerender writes, cached from page to page), captioned as an illustration: it is not a
 * photograph of this part. `behindPhotos`: the pictures are the last slide of a gallery of
 * photographs, off the first screen, and come after the first photograph: asked for at low
 * priority and not preloaded, which the server renderer does for an image otherwise.
 */
export function PartPicture({
  product,
  behindPhotos = false,
}: {
  product: Product
  behindPhotos?: boolean
}) {
  const priority = behindPhotos ? 'low' : undefined
  const photo = productPhotoUrl(product.image)
  if (photo)
    return (
      <img
        src={photo}
        alt={product.alt}
        width={480}
        height={270}
        decoding="async"
        fetchPriority={priority}
      />
    )
  const drawing = lineDrawing(product.line)
  if (!drawing) return <PinViews product={product} priority={priority} />
  return (
    <figure className={`${views.figure} ${styles.illustration}`}>
      <img
        src={pictureFileUrl(drawing)}
        alt={`${drawingFamilies[drawing]} (ilustración)`}
        width={PICTURE_CANVAS.width}
        height={PICTURE_CANVAS.height}
        decoding="async"
        fetchPriority={priority}
        data-picture={drawing}
      />
      <figcaption>Ilustración</figcaption>
    </figure>
  )
}
