import { localStorageOrNull } from '../../ui/local-storage.ts'

/**
 * Where the sends waiting for the signal are kept (forms/send-queue/queue.ts), and whether there
 * are any: all that every page reads of the queue once it has loaded (src/offline/start.ts).
 */
export const SEND_QUEUE_KEY = 'fijamex:envios-pendientes'

/** Fired on window for each waiting send once it went (detail: the PendingSend). */
export const SEND_DELIVERED_EVENT = 'fijamex:envio-entregado'

/**
 * Fired on window, cancelable, for each waiting send the service refused, and for those refused
 * before, once a page: the form it was sent from takes it (cancels the event) to fill itself
 * again; otherwise the page's notice points to that form.
 */
export const SEND_REFUSED_EVENT = 'fijamex:envio-rechazado'

export function hasPendingSends(): boolean {
  return !!localStorageOrNull()?.getItem(SEND_QUEUE_KEY)
}
