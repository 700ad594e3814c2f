/**
 * What an "add to the list" button tells the page once the store has answered: the confirmation
 * toast listens. A window event, so the toast needs neither the store nor the button.
 */
export const ADDED_EVENT = 'fijamex:cotizacion-agregado'

export type AddedDetail =
  | { added: true; key: string; quantity: number; count: number }
  /** Why the part was not added: list full, storage off, a newer tab's list, code not loaded. */
  | { added: false; key: string; reason: 'full' | 'newer' | 'unavailable' | 'error' }

export function announceAdded(detail: AddedDetail): void {
  window.dispatchEvent(new CustomEvent<AddedDetail>(ADDED_EVENT, { detail }))
}
