import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { MAXIMUM_PIECES } from '../site/order-rules'
import { QUOTE_LIST_PATH } from '../site/pages'
import { CloseIcon } from '../ui/icons'
import { ADDED_EVENT, type AddedDetail, NOTICE_EVENT } from './added-event'
import { MAXIMUM_LINES } from './line'
import styles from './QuoteList.module.css'

/** How long the confirmation stays: long enough to read it and reach its link. */
const TOAST_MS = 6000

const refusals: Record<Exclude<AddedDetail, { added: true }>['reason'], string> = {
  full: `Tu lista ya tiene ${MAXIMUM_LINES} partidas: envíala y empieza otra.`,
  newer: 'Tu lista se abrió en una versión más nueva del sitio: recarga la página para agregar.',
  unavailable:
    'Este navegador no guarda datos del sitio (modo privado o bloqueo): cotiza por el formulario o WhatsApp.',
  error: 'No se pudo agregar. Revisa tu conexión y vuelve a intentar.',
}

/** What another part of the site asks the notice to say (a send kept without signal went). */
type Said = { said: string }

function text(detail: AddedDetail | Said): string {
  if ('said' in detail) return detail.said
  if (!detail.added) return `${detail.key}: ${refusals[detail.reason]}`
  const pieces = `${detail.quantity.toLocaleString('es-MX')} piezas`
  return detail.quantity >= MAXIMUM_PIECES
    ? `${detail.key} ya está en tu cotización con el máximo de ${pieces}.`
    : `${detail.key} en tu cotización: ${pieces}.`
}

/**
 * The short confirmation after "Agregar a mi cotización": what was added (or why not) and a link
 * to the list, without leaving the page; and that a send kept without signal went, when no form
 * of its kind is on screen to say so. A polite live region, present from the start, so
 * screen readers announce each change (no status role: the page's own status messages keep it).
 */
export function QuoteToast() {
  const [detail, setDetail] = useState<AddedDetail | Said | null>(null)
  // The list's own page shows the list: a notice pointing to it would only cover its buttons
  // (it followed the visitor there from 'Ver mi cotización').
  const onListPage = useRouterState({
    select: (state) => state.location.pathname.replace(/\/$/, '') === QUOTE_LIST_PATH,
  })
  useEffect(() => {
    if (onListPage) setDetail(null)
  }, [onListPage])
  useEffect(() => {
    const show = (event: Event) => setDetail((event as CustomEvent<AddedDetail | Said>).detail)
    const events = [ADDED_EVENT, NOTICE_EVENT]
    for (const name of events) window.addEventListener(name, show)
    return () => {
      for (const name of events) window.removeEventListener(name, show)
    }
  }, [])
  useEffect(() => {
    if (!detail) return
    const timer = setTimeout(() => setDetail(null), TOAST_MS)
    return () => clearTimeout(timer)
  }, [detail])
  return (
    <div className={styles.toastRegion} aria-live="polite" data-print="hide">
      {detail && !onListPage && (
        <div
          className={styles.toast}
          data-tone={'said' in detail || detail.added ? 'success' : 'warning'}
        >
          <p className={styles.toastText}>{text(detail)}</p>
          {'added' in detail && detail.added && (
            <Link to={QUOTE_LIST_PATH} className={styles.toastLink}>
              Ver mi cotización
            </Link>
          )}
          <button
            type="button"
            className={styles.toastClose}
            aria-label="Cerrar aviso"
            onClick={() => setDetail(null)}
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      )}
    </div>
  )
}
