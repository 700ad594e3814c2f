/**
 * The quote list: parts and quantities the buyer collects across pages, kept in this browser
 * (localStorage) until sent. Every change writes the whole list, versioned, and tells the other
 * readers (this tab's and the other tabs'). Loaded only when a part is added or the list page
 * opens.
 */
import { MAXIMUM_PIECES, MINIMUM_PIECES } from '../site/order-rules'
import { localStorageOrNull } from '../ui/local-storage'
import { pieces } from './held-lines'
import {
  LINE_TEXT_LIMITS,
  lineId,
  MAXIMUM_LINES,
  type QuoteItem,
  type QuoteLine,
  VEHICLE_SEPARATOR,
} from './line'
import { LIST_CHANGED_EVENT, LIST_STORAGE_KEY } from './list-storage'
import { readStoredList, STORED_LIST_VERSION, type StoredList } from './stored-list'

/**
 * The list and what may be done with it: 'ready', as stored (or empty); 'newer', written by a
 * newer version of the site (another tab), shown and never overwritten here; 'unavailable', the
 * browser keeps nothing (storage blocked).
 */
export type ListState = { status: 'ready' | 'newer' | 'unavailable'; lines: QuoteLine[] }

let cachedRaw: string | null | undefined
let cachedState: ListState = { status: 'ready', lines: [] }

/** The list now; the same object while the stored text is unchanged (for useSyncExternalStore). */
export function readList(): ListState {
  const storage = localStorageOrNull()
  if (!storage) return { status: 'unavailable', lines: [] }
  const raw = storage.getItem(LIST_STORAGE_KEY)
  if (raw === cachedRaw) return cachedState
  cachedRaw = raw
  cachedState = readStoredList(raw)
  return cachedState
}

/** Why a change was not kept. */
export type WriteRefusal = 'newer' | 'unavailable' | 'full'

function write(lines: QuoteLine[]): WriteRefusal | null {
  const current = readList()
  if (current.status !== 'ready') return current.status
  const stored: StoredList = { version: STORED_LIST_VERSION, lines }
  try {
    localStorageOrNull()?.setItem(LIST_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Quota exceeded or storage switched off since: the list stays as it was.
    return 'unavailable'
  }
  window.dispatchEvent(new Event(LIST_CHANGED_EVENT))
  return null
}

export type AddResult = { added: true; line: QuoteLine } | { added: false; reason: WriteRefusal }

/**
 * Adds a part with the minimum order, or raises the quantity of the same part already listed by
 * that much (its details are refreshed from the page that added it again).
 */
export function addToList(item: QuoteItem, quantity = MINIMUM_PIECES): AddResult {
  const lines = readList().lines
  const id = lineId(item.key)
  const index = lines.findIndex((line) => lineId(line.key) === id)
  let line: QuoteLine
  let next: QuoteLine[]
  if (index === -1) {
    if (lines.length >= MAXIMUM_LINES) return { added: false, reason: 'full' }
    line = { ...item, quantity }
    next = [...lines, line]
  } else {
    const existing = lines[index] as QuoteLine
    const vehicle = joinVehicles(existing.vehicle, item.vehicle)
    line = {
      ...existing,
      ...item,
      quantity: Math.min(existing.quantity + quantity, MAXIMUM_PIECES),
      ...(vehicle ? { vehicle } : {}),
    }
    next = lines.with(index, line)
  }
  const refusal = write(next)
  return refusal ? { added: false, reason: refusal } : { added: true, line }
}

/**
 * The vehicles a part was added for: one added again for another car names both, each once,
 * while they fit the line's limit (past it, the ones named first stay).
 */
function joinVehicles(listed: string | undefined, added: string | undefined): string | undefined {
  if (!added) return listed
  if (!listed) return added
  const names = listed.split(VEHICLE_SEPARATOR)
  if (names.includes(added)) return listed
  const joined = [...names, added].join(VEHICLE_SEPARATOR)
  return joined.length <= LINE_TEXT_LIMITS.vehicle ? joined : listed
}

/** Sets one line's quantity; a value the list cannot keep (not whole, 0, too big) is ignored. */
export function setQuantity(key: string, quantity: number): WriteRefusal | null {
  const kept = pieces(quantity)
  if (kept === null) return null
  const id = lineId(key)
  return write(
    readList().lines.map((line) => (lineId(line.key) === id ? { ...line, quantity: kept } : line)),
  )
}

export function removeFromList(key: string): WriteRefusal | null {
  const id = lineId(key)
  return write(readList().lines.filter((line) => lineId(line.key) !== id))
}

export function emptyList(): WriteRefusal | null {
  return write([])
}

/**
 * Undo: the list as it was (`before`), plus any part added since that it did not hold, so a
 * removed line comes back in its place with its quantity.
 */
export function restoreList(before: readonly QuoteLine[]): WriteRefusal | null {
  const held = new Set(before.map((line) => lineId(line.key)))
  const addedSince = readList().lines.filter((line) => !held.has(lineId(line.key)))
  return write([...before, ...addedSince].slice(0, MAXIMUM_LINES))
}
