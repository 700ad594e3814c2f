import { afterPaint } from '../ui/after-paint'
import { whenIdle } from './in-flight'

/** How long a choice's follow-up waits for a slow answer before it goes ahead. */
const SLOW_ANSWER_MS = 300

/** How long a follow-up waits for the page to be idle once the results are shown. */
const IDLE_WITHIN_MS = 200

const whenPageIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: IDLE_WITHIN_MS })
    : (run) => setTimeout(run)

/**
 * Runs `run` once a visitor's choice is on screen: after the next paint and, while catalogue
 * requests are in flight, after their answers and the paint that follows (300 ms at most); then
 * when the page is idle, behind anything else already waiting (200 ms at most). Writing the URL
 * costs the router a long task on a slow phone; done here, it never delays the results.
 */
export function afterResults(run: () => void): void {
  afterPaint(() =>
    whenIdle(
      (waited) => (waited ? afterPaint(() => whenPageIdle(run)) : whenPageIdle(run)),
      SLOW_ANSWER_MS,
    ),
  )
}
