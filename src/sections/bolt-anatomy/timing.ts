import { MODAL_STORAGE_KEY, MODAL_SUPPRESSION_MS } from '../../site/constants'

/** The modal may show if it never did, or if its last display is at least 24 h old. */
export function mayShowModal(lastShownAt: number | null, now: number): boolean {
  return lastShownAt === null || now - lastShownAt >= MODAL_SUPPRESSION_MS
}

export function readLastShown(storage: Pick<Storage, 'getItem'> | null): number | null {
  try {
    const value = Number(storage?.getItem(MODAL_STORAGE_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function writeLastShown(storage: Pick<Storage, 'setItem'> | null, now: number): void {
  try {
    storage?.setItem(MODAL_STORAGE_KEY, String(now))
  } catch {
    // Private mode or storage full: the modal may show again, which is harmless.
  }
}

export function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
