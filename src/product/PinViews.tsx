import { pinTitle } from '../catalogue/pin-spec'
import { productDrawingUrl, productRenderUrl } from '../catalogue/product-image'
import type { Product } from '../catalogue/types'
import styles from './PinViews.module.css'

/**
 * A door pin's two views on its page, the files the build drew from its measures: the render,
 * large, then the technical drawing with its measures, each captioned; both are on a phone's
 * first screen, so neither waits to be scrolled to (`priority` low: they are not, being behind
 * photographs). Printed (the spec sheet), only the drawing.
 */
export function PinViews({ product, priority }: { product: Product; priority?: 'low' }) {
  const title = pinTitle(product)
  return (
    <div className={styles.views}>
      <figure className={`${styles.figure} ${styles.render}`}>
        <img
          src={productRenderUrl(product.key)}
          alt={title.replace(/^Dibujo/, 'Vista')}
          width={320}
          height={150}
          decoding="async"
          fetchPriority={priority}
        />
        <figcaption>Ilustración</figcaption>
      </figure>
      <figure className={styles.figure}>
        <img
          src={productDrawingUrl(product.key)}
          alt={title}
          width={320}
          height={180}
          decoding="async"
          fetchPriority={priority}
        />
        <figcaption>Plano con medidas</figcaption>
      </figure>
    </div>
  )
}
