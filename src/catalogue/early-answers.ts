/**
 * Answers asked for as a finger or button goes down on a filter, before its click: the click's
 * own call takes the answer instead of asking again, so it arrives up to a render and a frame
 * sooner. One call per path; a call not taken is cancelled when the press does not become a
 * click (a finger that scrolls the list), and its answer dropped after EARLY_ANSWER_MS, so a
 * choice made later asks afresh.
 */
const EARLY_ANSWER_MS = 5_000

type Early = { answer: Promise<unknown[]>; at: number; cancel: () => void }
const early = new Map<string, Early>()

function dropStale(now: number) {
  for (const [path, entry] of early) if (now - entry.at > EARLY_ANSWER_MS) early.delete(path)
}

/**
 * Starts `ask` for `path` unless an answer for it is already waiting. Returns a function that
 * cancels the call and drops its answer, unless it has been taken by then.
 */
export function askEarly(
  path: string,
  ask: (signal: AbortSignal) => Promise<unknown[]>,
): () => void {
  const now = Date.now()
  dropStale(now)
  const waiting = early.get(path)
  if (waiting) return waiting.cancel
  const controller = new AbortController()
  const answer = ask(controller.signal)
  // A failure is reported by the call that takes the answer; one never taken is not an error.
  answer.catch(() => {})
  const entry: Early = {
    answer,
    at: now,
    cancel: () => {
      if (early.get(path) !== entry) return
      early.delete(path)
      controller.abort()
    },
  }
  early.set(path, entry)
  return entry.cancel
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
