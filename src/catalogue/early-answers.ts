/**
 * Answers asked for as a finger or button goes down on a filter, before its click: the click's
 * own call takes the answer instead of asking again, so it arrives up to a render and a frame
 * sooner. One call per path, whether or not the click follows; an answer not taken within
 * EARLY_ANSWER_MS is dropped, so a choice made later asks afresh.
 */
const EARLY_ANSWER_MS = 5_000

type Early = { answer: Promise<unknown[]>; at: number }
const early = new Map<string, Early>()

function dropStale(now: number) {
  for (const [path, entry] of early) if (now - entry.at > EARLY_ANSWER_MS) early.delete(path)
}

/** Starts `ask` for `path` unless an answer for it is already waiting. */
export function askEarly(path: string, ask: () => Promise<unknown[]>): void {
  const now = Date.now()
  dropStale(now)
  if (early.has(path)) return
  const answer = ask()
  // A failure is reported by the call that takes the answer; one never taken is not an error.
  answer.catch(() => {})
  early.set(path, { answer, at: now })
}

/** The waiting answer for `path`, once (then it is gone), or null. */
export function takeEarly(path: string): Promise<unknown[]> | null {
  dropStale(Date.now())
  const entry = early.get(path)
  early.delete(path)
  return entry?.answer ?? null
}

/** The promise, rejecting with the signal's AbortError as soon as it aborts. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
