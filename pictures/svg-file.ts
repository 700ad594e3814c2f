import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import tokens from '../src/styles/tokens.css?inline'
import drawingStyles from './drawing/Drawing.module.css?inline'

const minify = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '')

/**
 * A drawing as a file of its own (link previews, structured data, the quote list's pictures): the
 * page's SVG with the drawing styles and the colours they use inside, and a system condensed face
 * where Barlow Condensed is not installed. The drawing must carry a <title>.
 */
export function drawingFileSvg(
  drawing: ReactElement,
  size: { width: number; height: number },
): string {
  const colours = tokens.match(/--(?:steel|brass|copper|blue)-\d+:[^;]+;/g)?.join('') ?? ''
  const style = `svg{${colours}--font-display:"Barlow Condensed","Arial Narrow",sans-serif}${drawingStyles}`
  return renderToStaticMarkup(drawing)
    .replace(
      '<svg ',
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" `,
    )
    .replace('</title>', `</title><style>${minify(style)}</style>`)
}
