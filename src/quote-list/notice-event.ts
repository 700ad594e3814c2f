import { QUOTE_LIST_PATH } from '../site/pages'

/**
 * What the page's notice (QuoteToast) shows, asked for with a window event, so the notice needs
 * neither the list's store nor the forms: after "Agregar a mi cotización", what was added or why
 * not; a send kept without signal that went, or that the service refused, while no form of its
 * kind was on screen to say so. Each sender writes its own sentence: the notice's code, on every
 * page's first load, holds none of them.
 */
export const NOTICE_EVENT = 'fijamex:aviso'

export type NoticeDetail = {
  said: string
  /** A warning rather than a confirmation. */
  tone?: 'warning'
  /** Where to act on it (a path of this site). */
  link?: { href: string; label: string }
}

export function announce(detail: NoticeDetail): void {
  window.dispatchEvent(new CustomEvent<NoticeDetail>(NOTICE_EVENT, { detail }))
}

/**
 * The list's own page shows the list: the notice is not shown there (pointing to the list, it
 * would only cover the list's buttons).
 */
export function noticeHiddenAt(pathname: string): boolean {
  return pathname.replace(/\/$/, '') === QUOTE_LIST_PATH
}
