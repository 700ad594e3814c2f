import { afterPaint } from '../ui/after-paint'
import { whenIdle } from './in-flight'

/** How long a choice's follow-up waits for a slow answer before it goes ahead. */
const SLOW_ANSWER_MS = 300

/**
 * Runs `run` once a visitor's choice is on screen: after the next paint and, while catalogue
 * requests are in flight, after their answers and the paint that follows (300 ms at most).
 * Writing the URL costs the router a long task on a slow phone; done here, it never delays the
 * results, and it is over while the visitor is still reading them. (Waiting for an idle moment
 * instead put it behind the search index's idle build, right where the next click lands.)
 */
export function afterResults(run: () => void): void {
  afterPaint(() => whenIdle((waited) => (waited ? afterPaint(run) : run()), SLOW_ANSWER_MS))
}
