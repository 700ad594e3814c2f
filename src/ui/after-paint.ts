/**
 * Settles once the next frame has been painted: a frame callback, then a task queued from it,
 * which runs after that frame's rendering. Work started then does not hold up what the frame
 * shows.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
