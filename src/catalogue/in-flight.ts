// The catalogue's requests in flight, so that work which follows a visitor's choice (writing the
// URL, scrolling to the list) can wait for the choice's answer instead of delaying it.

let inFlight = 0
let waiting: (() => void)[] = []

/** Counts `request` as in flight until it settles. */
export function track<T>(request: Promise<T>): Promise<T> {
  inFlight++
  return request.finally(() => {
    inFlight--
    if (inFlight > 0) return
    const ready = waiting
    waiting = []
    for (const run of ready) run()
  })
}

/**
 * Runs `run` once no catalogue request is in flight (at once if none is), or after `maxMs` if one
 * takes longer; `run` is told whether it waited.
 */
export function whenIdle(run: (waited: boolean) => void, maxMs: number): void {
  if (inFlight === 0) {
    run(false)
    return
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    run(true)
  }
  const timer = setTimeout(once, maxMs)
  waiting.push(once)
}
