import type { DrawingName } from '../../src/picture-files/drawing-names'
import styles from './Drawing.module.css'
import { CANVAS } from './drawing-kit'
import { parts } from './drawing-parts'

export {
  type DrawingName,
  drawingNames,
  drawingTitles,
  isDrawingName,
} from '../../src/picture-files/drawing-names'

/** One product family's drawing; decorative unless `title` is given (e.g. `drawingTitles[name]`). */
export function Drawing({
  name,
  title,
  className,
}: {
  name: DrawingName
  title?: string
  className?: string
}) {
  const Part = parts[name]
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless a title is given, then it has one
    <svg
      className={[styles.drawing, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${CANVAS.width} ${CANVAS.height}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-drawing={name}
    >
      {title && <title>{title}</title>}
      <Part />
    </svg>
  )
}
