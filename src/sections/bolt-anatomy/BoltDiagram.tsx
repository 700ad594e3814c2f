import { PIN_ANATOMY, type PinAnatomyPart } from '../../picture-files/pin-anatomy'
import styles from './BoltAnatomy.module.css'

const percent = (value: number, of: number) => `${(value / of) * 100}%`

/**
 * The door-pin drawing of the product pages (its file, with a leader on each part), and a
 * numbered balloon at the end of the leader of each part the content lists; the numbers match
 * the list beside it.
 */
export function BoltDiagram({ parts }: { parts: PinAnatomyPart[] }) {
  return (
    <div className={styles.diagram}>
      <img
        src={PIN_ANATOMY.url}
        alt="Partes de un perno para puerta"
        width={PIN_ANATOMY.width}
        height={PIN_ANATOMY.height}
        loading="lazy"
        decoding="async"
      />
      {parts.map((part, index) => {
        const m = PIN_ANATOMY.markers[part]
        return (
          <span
            key={part}
            className={styles.balloon}
            style={{
              left: percent(m.tx, PIN_ANATOMY.width),
              top: percent(m.ty, PIN_ANATOMY.height),
            }}
            aria-hidden="true"
          >
            {index + 1}
          </span>
        )
      })}
    </div>
  )
}
