/**
 * Where the buyer's quote list lives in the browser, and the one change signal every reader
 * follows: the `storage` event for the other tabs, a window event for this one. Kept apart from
 * the store so the header's count costs the first load next to nothing.
 */
import { localStorageOrNull } from '../ui/local-storage'
import { heldLines, storedListLength } from './held-lines'
import { lineId } from './line'

export const LIST_STORAGE_KEY = 'fijamex:cotizacion'

/** Fired on `window` when this tab changed the list. */
export const LIST_CHANGED_EVENT = 'fijamex:cotizacion-cambio'

/** Where the list is kept; without it (storage blocked) the list is off and nothing breaks. */
export const listStorage = localStorageOrNull

/** Calls `onChange` whenever the list changes here or in another tab; returns the unsubscribe. */
export function subscribeToList(onChange: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === LIST_STORAGE_KEY || event.key === null) onChange()
  }
  window.addEventListener('storage', fromOtherTab)
  window.addEventListener(LIST_CHANGED_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', fromOtherTab)
    window.removeEventListener(LIST_CHANGED_EVENT, onChange)
  }
}

let countedRaw: string | null | undefined
let counted = 0

/**
 * How many lines the stored list holds, read as the list page reads them (the list's rules
 * apply, so the badge and the page agree), without the store. Anything unreadable counts as none.
 */
export function storedLineCount(): number {
  const raw = listStorage()?.getItem(LIST_STORAGE_KEY) ?? null
  if (raw !== countedRaw) {
    countedRaw = raw
    counted = storedListLength(raw)
  }
  return counted
}

let quantitiesRaw: string | null | undefined
let quantities = new Map<string, number>()

/**
 * How many pieces of the part the stored list holds (0: none), read by the list's rules like
 * the count, without the store: each add button shows it on every page that lists parts.
 */
export function storedQuantity(key: string): number {
  const raw = listStorage()?.getItem(LIST_STORAGE_KEY) ?? null
  if (raw !== quantitiesRaw) {
    quantitiesRaw = raw
    quantities = new Map(heldLines(raw).held.map((line) => [lineId(line.key), line.quantity]))
  }
  return quantities.get(lineId(key)) ?? 0
}
