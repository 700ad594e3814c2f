import { CANVAS } from '../../ui/drawing/drawing-kit'
import { drawingFileSvg } from '../../ui/drawing/svg-file'
import { Drawing, drawingNames, drawingTitles } from './drawings'

/** Each family's drawing as a file (its name under FAMILY_DRAWINGS_DIR, its SVG). */
export function familyDrawingFiles(): [string, string][] {
  return drawingNames.map((name) => [
    `${name}.svg`,
    drawingFileSvg(<Drawing name={name} title={drawingTitles[name]} />, {
      width: CANVAS.width * 2,
      height: CANVAS.height * 2,
    }),
  ])
}
