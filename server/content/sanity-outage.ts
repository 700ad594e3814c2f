/**
 * What a visitor's request does while Sanity is slow or silent: it waits at most a deadline for
 * an answer rendered from the content, then gets the built copy (or the built 404 page) as it
 * would with Sanity refusing the connection. A missed deadline starts a rest during which no
 * request waits on Sanity at all; an answer already rendered is still sent. The late work that
 * does finish ends the rest: the server was busy, or Sanity is back.
 */

/** Thrown instead of waiting on Sanity while it rests: the caller sends the built copy. */
export class ContentResting extends Error {
  constructor() {
    super('Sanity did not answer in time; the built copy is served for a while')
  }
}

export function createOutage(options: { restMs: number; now?: () => number }) {
  const now = options.now ?? Date.now
  let since = Number.NEGATIVE_INFINITY
  return {
    resting: () => now() - since < options.restMs,
    begin() {
      since = now()
    },
    end() {
      since = Number.NEGATIVE_INFINITY
    },
  }
}

export const DEADLINE_MISSED: unique symbol = Symbol('deadline missed')

/** `work`'s result, or DEADLINE_MISSED once `ms` have passed (the work goes on unawaited). */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof DEADLINE_MISSED> {
  let timer: NodeJS.Timeout | undefined
  const missed = new Promise<typeof DEADLINE_MISSED>((resolve) => {
    timer = setTimeout(() => resolve(DEADLINE_MISSED), ms)
    timer.unref()
  })
  return Promise.race([work, missed]).finally(() => clearTimeout(timer))
}
