import { useEffect, useId, useRef } from 'react'
import { AddToQuote } from '../../quote-list/AddToQuote'
import { CloseIcon } from '../../ui/icons'
import { QuietLink } from '../../ui/QuietLink'
import { DOOR_PINS } from '../lines'
import { partLink } from '../part-path'
import { PRODUCT_QUOTE_ANCHOR, quoteItem } from '../quote-request'
import { type Vehicle, vehicleSearch, vehicleText } from '../vehicle'
import styles from './ComparePanel.module.css'
import type { Candidate, Comparison } from './candidates'

/**
 * "Comparar": the candidates side by side, one row per fact that differs (each candidate's value
 * in a cell, the cells wrapping two to a line on a phone, so nothing scrolls sideways), what they
 * all share, then each candidate's page, quote and 'Agregar', the vehicle carried along. A modal
 * <dialog> (the page behind it inert): Escape, the close button or a click on the dimmed area close
 * it and the browser gives the focus back to the button that opened it. Loaded on its first
 * opening.
 */
export function ComparePanel({
  candidates,
  comparison,
  vehicle,
  onClose,
}: {
  candidates: readonly Candidate[]
  comparison: Comparison
  vehicle: Vehicle | null
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const close = () => dialogRef.current?.close()
  const forVehicle = vehicle ? ` para ${vehicleText(vehicle)}` : ''
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the dimmed area; Escape is the keyboard's way out, native to the dialog
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className={styles.titleBar}>
        <h2 id={titleId} className={styles.heading}>
          Compara {candidates.length} pernos{forVehicle}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <CloseIcon width={24} height={24} />
          <span className="visually-hidden">Cerrar</span>
        </button>
      </div>
      <div className={styles.body}>
        {comparison.rows.length === 0 ? (
          <p className={styles.lead}>
            El catálogo no muestra diferencias entre ellos. Pregúntanos por WhatsApp con una foto de
            tu pieza.
          </p>
        ) : (
          <p className={styles.lead}>
            Solo lo que cambia entre ellos; <mark className={styles.uniqueSample}>subrayado</mark>,
            lo que ningún otro tiene.
          </p>
        )}
        {comparison.rows.map((row) => (
          <section key={row.facet} className={styles.row} aria-label={row.label}>
            <h3 className={styles.rowLabel}>{row.label}</h3>
            <dl className={styles.cells}>
              {row.values.map((cell) => (
                <div key={cell.key} className={styles.cell} data-unique={cell.unique || undefined}>
                  <dt>{cell.key}</dt>
                  <dd>{cell.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        {comparison.same.length > 0 && (
          <p className={styles.same}>
            Iguales en todos: {comparison.same.map((fact) => fact.value.toLowerCase()).join(' · ')}
          </p>
        )}
        <ul className={styles.choices} aria-label="Elige tu perno">
          {candidates.map(({ product }) => {
            const page = {
              ...partLink(DOOR_PINS, product.key),
              ...(vehicle ? { search: vehicleSearch(vehicle) } : {}),
            }
            return (
              <li key={product.key} className={styles.choice}>
                <QuietLink link={page} className={styles.choiceKey}>
                  {product.key}
                  <span className="visually-hidden"> – {product.name}</span>
                </QuietLink>
                <QuietLink
                  link={{ ...page, hash: PRODUCT_QUOTE_ANCHOR }}
                  className="btn btn-primary"
                  aria-label={`Cotizar ${product.key}`}
                >
                  Cotizar
                </QuietLink>
                <AddToQuote item={quoteItem(product, vehicle)} compact />
              </li>
            )
          })}
        </ul>
      </div>
    </dialog>
  )
}
