import { drawingFileSvg } from '../../ui/drawing/svg-file'
import type { Product } from '../types'
import { PinDrawing } from './PinDrawing'
import { productDrawingFile } from './product-image'

/** A product's drawing as a file of its own: the page's drawing (PinDrawing). */
export function pinDrawingSvg(product: Product): string {
  return drawingFileSvg(<PinDrawing product={product} />, {
    width: 640,
    height: 360,
  })
}

/** Every product's drawing file: its name under /img/productos/ and its SVG. */
export function pinDrawingFiles(products: readonly Product[]): [string, string][] {
  return products.map((product) => [productDrawingFile(product.key), pinDrawingSvg(product)])
}
