/**
 * What an "add to the list" button tells the page once the store has answered: the confirmation
 * toast listens. A window event, so the toast needs neither the store nor the button.
 */
export const ADDED_EVENT = 'fijamex:cotizacion-agregado'

export type AddedDetail =
  | { added: true; key: string; quantity: number; count: number }
  /** Why the part was not added: list full, storage off, a newer tab's list, code not loaded. */
  | { added: false; key: string; reason: 'full' | 'newer' | 'unavailable' | 'error' }

/**
 * A sentence another part of the site asks the same notice to show (detail: `{ said }`): a send
 * kept without signal that went while no form of its kind was on screen to confirm it.
 */
export const NOTICE_EVENT = 'fijamex:aviso'

export function announceAdded(detail: AddedDetail): void {
  window.dispatchEvent(new CustomEvent<AddedDetail>(ADDED_EVENT, { detail }))
}
