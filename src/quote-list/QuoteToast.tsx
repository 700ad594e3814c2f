import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { CloseIcon } from '../ui/icons'
import { NOTICE_EVENT, type NoticeDetail, noticeHiddenAt } from './notice-event'
import styles from './QuoteList.module.css'

/** How long the confirmation stays: long enough to read it and reach its link. */
const TOAST_MS = 6000

/**
 * The page's short notice (notice-event.ts): after "Agregar a mi cotización", what was added (or
 * why not) and a link to the list, without leaving the page; and that a send kept without signal
 * went (or was refused, with a link to its form), when no form of its kind is on screen to say
 * so. A polite live region, present from the start, so screen readers announce each change (no
 * status role: the page's own status messages keep it).
 */
export function QuoteToast() {
  const [detail, setDetail] = useState<NoticeDetail | null>(null)
  // Hidden on the list's own page (it followed the visitor there from 'Ver mi cotización').
  const onListPage = useRouterState({
    select: (state) => noticeHiddenAt(state.location.pathname),
  })
  useEffect(() => {
    if (onListPage) setDetail(null)
  }, [onListPage])
  useEffect(() => {
    const show = (event: Event) => setDetail((event as CustomEvent<NoticeDetail>).detail)
    window.addEventListener(NOTICE_EVENT, show)
    return () => window.removeEventListener(NOTICE_EVENT, show)
  }, [])
  useEffect(() => {
    if (!detail) return
    const timer = setTimeout(() => setDetail(null), TOAST_MS)
    return () => clearTimeout(timer)
  }, [detail])
  return (
    <div className={styles.toastRegion} aria-live="polite" data-print="hide">
      {detail && !onListPage && (
        <div className={styles.toast} data-tone={detail.tone ?? 'success'}>
          <p className={styles.toastText}>{detail.said}</p>
          {detail.link && (
            <Link
              to={detail.link.href}
              className={styles.toastLink}
              // Followed, it has done its job: the page it opens says the rest.
              onClick={() => setDetail(null)}
            >
              {detail.link.label}
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
