import { Link } from '@tanstack/react-router'
import { lineId, type QuoteLine } from '../quote-list/line'
import { TrashIcon } from '../ui/icons'
import { LineThumb } from './LineThumb'
import { QuantityField } from './QuantityField'
import styles from './QuoteListPage.module.css'

/** The id of a line's quantity field (the send's check moves the focus to it). */
export const quantityFieldId = (index: number) => `cantidad-${index + 1}`

/** A stored address with its in-page anchor, as a link's path and hash. */
function target(href: string) {
  const [path = '/', hash] = href.split('#')
  return { to: path, hash }
}

/**
 * The list's lines: picture, part number (a link to where the part is shown), name, measures,
 * the vehicle it was chosen for, quantity and a remove button.
 */
export function ListLines({
  lines,
  drafts,
  showProblems,
  onType,
  onLeave,
  onStale,
  onRemove,
}: {
  lines: readonly QuoteLine[]
  drafts: Readonly<Record<string, string>>
  /** Whether each line's typed quantity may show its problem (left or a send was tried). */
  showProblems: (id: string) => boolean
  onType: (line: QuoteLine, text: string) => void
  onLeave: (line: QuoteLine) => void
  onStale: (line: QuoteLine) => void
  onRemove: (line: QuoteLine) => void
}) {
  return (
    <ol className={styles.lines} aria-label="Partidas de tu lista">
      {lines.map((line, index) => {
        const id = lineId(line.key)
        return (
          <li key={id} className={styles.line}>
            <LineThumb picture={line.picture} />
            <div className={styles.lineInfo}>
              <p className={styles.lineKey}>
                {line.href ? <Link {...target(line.href)}>{line.key}</Link> : line.key}
              </p>
              {line.name && <p className={styles.lineName}>{line.name}</p>}
              {line.measures && <p className={styles.lineMeasures}>{line.measures}</p>}
              {line.vehicle && (
                <p className={styles.lineVehicle}>
                  Para <strong>{line.vehicle}</strong>
                </p>
              )}
            </div>
            <QuantityField
              id={quantityFieldId(index)}
              partKey={line.key}
              quantity={line.quantity}
              text={drafts[id]}
              showProblem={showProblems(id)}
              onType={(text) => onType(line, text)}
              onLeave={() => onLeave(line)}
              onStale={() => onStale(line)}
            />
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(line)}
              data-print="hide"
            >
              <TrashIcon width={18} height={18} />
              Quitar <span className="visually-hidden">{line.key}</span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
