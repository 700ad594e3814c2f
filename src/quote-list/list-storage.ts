/**
 * Where the buyer's quote list lives in the browser, and the one change signal every reader
 * follows: the `storage` event for the other tabs, a window event for this one. Kept apart from
 * the store so the header's count costs the first load next to nothing.
 */
import { localStorageOrNull } from '../ui/local-storage'
import { heldLines } from './held-lines'
import { lineId } from './line'

export const LIST_STORAGE_KEY = 'fijamex:cotizacion'

/** Fired on `window` when this tab changed the list. */
export const LIST_CHANGED_EVENT = 'fijamex:cotizacion-cambio'

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

let readRaw: string | null | undefined
let quantities = new Map<string, number>()

/**
 * The pieces of each part the stored list holds, read by the list's rules (so the badge, the add
 * buttons and the list page agree), without the store. Anything unreadable counts as none.
 */
function storedQuantities(): Map<string, number> {
  const raw = localStorageOrNull()?.getItem(LIST_STORAGE_KEY) ?? null
  if (raw !== readRaw) {
    readRaw = raw
    quantities = new Map(heldLines(raw).held.map((line) => [lineId(line.key), line.quantity]))
  }
  return quantities
}

/** How many lines the stored list holds (one per part): the header's count. */
export function storedLineCount(): number {
  return storedQuantities().size
}

/** How many pieces of the part the stored list holds (0: none): each add button shows it. */
export function storedQuantity(key: string): number {
  return storedQuantities().get(lineId(key)) ?? 0
}
