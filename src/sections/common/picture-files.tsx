import { drawingFileSvg } from '../../ui/drawing/svg-file'
import { pictureNames } from './picture-names'
import { PictureRender } from './picture-renders'
import { PICTURE_CANVAS } from './renders/picture-props'

/** Each picture as a file (its name under PICTURE_FILES_DIR, its SVG), titled, twice its size. */
export function pictureFiles(): [string, string][] {
  return pictureNames.map((name) => [
    `${name}.svg`,
    drawingFileSvg(<PictureRender name={name} titled />, {
      width: PICTURE_CANVAS.width * 2,
      height: PICTURE_CANVAS.height * 2,
    }),
  ])
}
