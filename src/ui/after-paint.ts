/**
 * Runs `run` once the next frame has been painted: work that must follow a visitor's action but
 * need not delay what it shows (writing the URL, scrolling) waits for that frame. Runs in the
 * order called. Without frames (a hidden tab, a test DOM) it runs in the next task.
 */
export function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(run)
    return
  }
  requestAnimationFrame(() => setTimeout(run))
}
