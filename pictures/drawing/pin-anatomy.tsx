import { PIN_ANATOMY } from '../../src/picture-files/pin-anatomy'
import styles from './Drawing.module.css'
import { PinBody } from './drawing-parts'

/**
 * The door pin without measures, a leader from each part the bolt-anatomy section can list to
 * where that section puts the part's numbered balloon (over the picture, in the page).
 */
export function PinAnatomy() {
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${PIN_ANATOMY.width} ${PIN_ANATOMY.height}`}
      role="img"
      focusable="false"
    >
      <title>Partes de un perno para puerta</title>
      <PinBody />
      {Object.entries(PIN_ANATOMY.markers).map(([part, m]) => (
        <g key={part}>
          <path className={styles.leader} d={`M${m.x} ${m.y}L${m.tx} ${m.ty}`} />
          <circle className={styles.dot} cx={m.x} cy={m.y} r="1.8" />
        </g>
      ))}
    </svg>
  )
}
