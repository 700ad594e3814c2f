/** The modal shows at most once every 24 hours. */
export const MODAL_SUPPRESSION_MS = 86_400_000
/** On the home page it opens five seconds after the counters come into view. */
export const HOME_MODAL_DELAY_MS = 5_000
/** Share of the modal's target that must be on screen before the modal is armed. */
export const MODAL_TARGET_VISIBLE_RATIO = 0.5
/** localStorage key holding the time (ms since epoch) the modal was last shown. */
export const MODAL_STORAGE_KEY = 'fijamex:bolt-anatomy-shown-at'

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
