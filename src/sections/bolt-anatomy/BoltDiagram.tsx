import drawing from '../../ui/drawing/Drawing.module.css'
import { CANVAS, LABEL_SIZE } from '../../ui/drawing/drawing-kit'
import { PinBody } from '../common/drawing-parts'
import type { SectionData } from '../types'
import styles from './BoltAnatomy.module.css'

type BoltPart = SectionData<'boltAnatomy'>['parts'][number]['part']

/** Where each part's numbered balloon sits, and the point of the part its leader ends on. */
const markers: Record<BoltPart, { x: number; y: number; tx: number; ty: number }> = {
  head: { x: 45, y: 64, tx: 45, ty: 26 },
  shank: { x: 100, y: 106, tx: 100, ty: 156 },
  bushing: { x: 133, y: 73, tx: 160, ty: 26 },
  finish: { x: 226, y: 106, tx: 226, ty: 156 },
}

/**
 * The door-pin drawing of the product pages, with a numbered balloon on each part the content
 * lists; the numbers match the list beside it.
 */
export function BoltDiagram({ parts }: { parts: BoltPart[] }) {
  return (
    <svg
      className={drawing.drawing}
      viewBox={`0 0 ${CANVAS.width} 184`}
      role="img"
      aria-labelledby="bolt-diagram-title"
      focusable="false"
    >
      <title id="bolt-diagram-title">Partes de un perno para puerta</title>
      <PinBody />
      {parts.map((part, index) => {
        const m = markers[part]
        return (
          <g key={part}>
            <path className={drawing.leader} d={`M${m.x} ${m.y}L${m.tx} ${m.ty}`} />
            <circle className={drawing.dot} cx={m.x} cy={m.y} r="1.8" />
            <circle className={styles.balloon} cx={m.tx} cy={m.ty} r="12" />
            <text
              className={styles.balloonNumber}
              x={m.tx}
              y={m.ty + LABEL_SIZE * 0.35}
              textAnchor="middle"
              fontSize={LABEL_SIZE + 1}
            >
              {index + 1}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
