import type { Product } from '../types'
import { PinDrawing } from './PinDrawing'
import { PinRender } from './PinRender'
import styles from './PinViews.module.css'

/**
 * A door pin's two views on its page: the render, large, then the technical drawing with its
 * measures, each captioned. Printed (the spec sheet), only the drawing.
 */
export function PinViews({ product }: { product: Product }) {
  return (
    <div className={styles.views}>
      <figure className={`${styles.figure} ${styles.render}`}>
        <PinRender product={product} titled />
        <figcaption>Ilustración</figcaption>
      </figure>
      <figure className={styles.figure}>
        <PinDrawing product={product} />
        <figcaption>Plano con medidas</figcaption>
      </figure>
    </div>
  )
}
