import { useEffect, useRef } from 'react'
import formStyles from '../forms/Form.module.css'
import { piecesText } from '../ui/numbers'
import styles from './QuoteListPage.module.css'
import { quantityProblem } from './quantity'

/**
 * One line's quantity: whole pieces, typed (a phone shows its number pad). What is typed stays
 * as typed; every whole number is kept in the list at once, so another tab and a reload see it.
 * A problem shows once the field is left or a send was tried, and at once for a stored quantity
 * under the minimum. The printed sheet shows the quantity as text.
 */
export function QuantityField({
  id,
  partKey,
  quantity,
  text,
  showProblem,
  onType,
  onLeave,
  onStale,
}: {
  id: string
  partKey: string
  /** The quantity the list holds. */
  quantity: number
  /** What the visitor typed, while it differs from the list. */
  text: string | undefined
  showProblem: boolean
  onType: (text: string) => void
  onLeave: () => void
  /** The list's quantity changed elsewhere: forget what was typed. */
  onStale: () => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const value = text ?? String(quantity)
  const problem = quantityProblem(value)
  const shown = problem && (showProblem || text === undefined) ? problem : null
  // A change from another tab replaces the text, unless the visitor is typing in this field.
  useEffect(() => {
    if (text !== undefined && document.activeElement !== input.current) onStale()
  }, [quantity])
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        Piezas <span className="visually-hidden">de {partKey}</span>
      </label>
      <input
        ref={input}
        id={id}
        className={`${formStyles.control} ${styles.quantityInput}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => onType(event.currentTarget.value)}
        onBlur={onLeave}
        data-print="hide"
      />
      <span className={styles.printOnly} data-print="only">
        {piecesText(quantity)}
      </span>
      {shown && (
        <p id={`${id}-error`} className={styles.quantityError} data-print="hide">
          {shown}
        </p>
      )}
    </div>
  )
}
