import type { ReactElement } from 'react'
import {
  PRODUCT_DRAWINGS_DIR,
  PRODUCT_RENDERS_DIR,
  productDrawingFile,
} from '../src/catalogue/product-image'
import type { Product } from '../src/catalogue/types'
import {
  drawingNames,
  drawingTitles,
  FAMILY_DRAWINGS_DIR,
} from '../src/picture-files/drawing-names'
import { PICTURE_CANVAS } from '../src/picture-files/picture-canvas'
import { PICTURE_FILES_DIR } from '../src/picture-files/picture-file'
import { pictureNames } from '../src/picture-files/picture-names'
import { PIN_ANATOMY } from '../src/picture-files/pin-anatomy'
import { CANVAS } from './drawing/drawing-kit'
import { Drawing } from './drawing/drawings'
import { PinAnatomy } from './drawing/pin-anatomy'
import { PictureRender } from './picture-renders'
import { PinDrawing } from './pin/PinDrawing'
import { PinRender } from './pin/PinRender'
import { PIN_CANVAS } from './pin/pin-geometry'
import { RENDER_CANVAS } from './pin/pin-render-geometry'
import { drawingFileSvg } from './svg-file'

/** A picture file: its path under the site's root (no leading slash) and its SVG. */
export type PictureFile = [path: string, svg: string]

const file = (
  dir: string,
  name: string,
  picture: ReactElement,
  size: { width: number; height: number },
) =>
  [
    `${dir.slice(1)}${name}`,
    drawingFileSvg(picture, { width: size.width * 2, height: size.height * 2 }),
  ] satisfies PictureFile

/**
 * The pictures that do not depend on the catalogue, twice their canvas: each family's technical
 * drawing (the line tables, the quote list) and each family's render and scene (content's
 * `drawing` field, a part's page), and the door pin whose parts the bolt-anatomy section numbers.
 * `npm run pictures` writes them into public/.
 */
export function sitePictureFiles(): PictureFile[] {
  return [
    [
      PIN_ANATOMY.url.slice(1),
      drawingFileSvg(<PinAnatomy />, {
        width: PIN_ANATOMY.width * 2,
        height: PIN_ANATOMY.height * 2,
      }),
    ],
    ...drawingNames.map((name) =>
      file(
        FAMILY_DRAWINGS_DIR,
        `${name}.svg`,
        <Drawing name={name} title={drawingTitles[name]} />,
        CANVAS,
      ),
    ),
    ...pictureNames.map((name) =>
      file(PICTURE_FILES_DIR, `${name}.svg`, <PictureRender name={name} titled />, PICTURE_CANVAS),
    ),
  ]
}

/**
 * Each door pin's two pictures, drawn from its own measures: its technical drawing (its page, its
 * structured data, the quote list) and its render (its card and its page), by the same file name.
 */
export function partPictureFiles(products: readonly Product[]): PictureFile[] {
  return products.flatMap((product) => {
    const name = productDrawingFile(product.key)
    return [
      file(PRODUCT_DRAWINGS_DIR, name, <PinDrawing product={product} />, PIN_CANVAS),
      file(PRODUCT_RENDERS_DIR, name, <PinRender product={product} titled />, RENDER_CANVAS),
    ]
  })
}
