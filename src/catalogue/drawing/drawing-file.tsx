import { renderToStaticMarkup } from 'react-dom/server'
import tokens from '../../styles/tokens.css?inline'
import drawingStyles from '../../ui/drawing/Drawing.module.css?inline'
import type { Product } from '../types'
import { PinDrawing } from './PinDrawing'
import { productDrawingFile } from './product-image'

const minify = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '')

/**
 * A product's drawing as a file of its own, for crawlers and link previews (Product structured
 * data): the page's drawing (PinDrawing), with the drawing styles and the colours they use
 * inside, and a system condensed face where Barlow Condensed is not installed.
 */
export function pinDrawingSvg(product: Product): string {
  const colours = tokens.match(/--(?:steel|brass|copper|blue)-\d+:[^;]+;/g)?.join('') ?? ''
  const style = `svg{${colours}--font-display:"Barlow Condensed","Arial Narrow",sans-serif}${drawingStyles}`
  const markup = renderToStaticMarkup(<PinDrawing product={product} variant="page" />)
  return markup
    .replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" ')
    .replace('</title>', `</title><style>${minify(style)}</style>`)
}

/** Every product's drawing file: its name under /img/productos/ and its SVG. */
export function pinDrawingFiles(products: readonly Product[]): [string, string][] {
  return products.map((product) => [productDrawingFile(product.key), pinDrawingSvg(product)])
}
