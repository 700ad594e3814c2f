/**
 * Runs in the page (added as an init script): times one visitor's action, from its first input
 * event (keydown or pointerdown) to the paint after the catalogue's results last changed, and
 * the longest Event Timing entry of that interaction (what INP would count; entries under 16 ms
 * are not reported by the browser, so 16 stands for "16 ms or less").
 *
 * "The paint after" is taken as a requestAnimationFrame and then a posted message: the frame's
 * rendering steps run between the two. While armed, the probe asks for every frame itself, so
 * its callback is the frame's first and its message the first task after the paint: a task the
 * page queues from its own frame callback (the catalogue writes the URL right after the paint)
 * would otherwise run first and be counted as rendering time.
 */
export function installProbe(): void {
  type Sample = { results: number; event: number; changed: boolean }
  let armed = false
  let start = 0
  let eventPaint = 0
  let lastMutation = 0
  let lastPaint = 0
  let changed = false
  let longest = 0
  // What to time after the next paint, taken by the probe's own frame callback.
  let waiting: ((time: number) => void)[] = []
  let looping = false
  const frame = () => {
    if (!armed) {
      looping = false
      return
    }
    requestAnimationFrame(frame)
    if (waiting.length === 0) return
    const sets = waiting
    waiting = []
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      const time = performance.now()
      for (const set of sets) set(time)
    }
    channel.port2.postMessage(0)
  }
  const afterPaint = (set: (time: number) => void) => {
    waiting.push(set)
    if (!looping) {
      looping = true
      requestAnimationFrame(frame)
    }
  }
  const begin = (event: Event) => {
    if (!armed || start) return
    start = event.timeStamp
    afterPaint((time) => {
      eventPaint = time
    })
  }
  document.addEventListener('keydown', begin, true)
  document.addEventListener('pointerdown', begin, true)
  const changedNow = () => {
    if (!start) return
    changed = true
    lastMutation = performance.now()
    // Marks show in a trace (profile.ts --trace-dir) where the results changed and were painted.
    performance.mark('bench:results-changed')
    afterPaint((time) => {
      lastPaint = time
      performance.mark('bench:results-painted')
    })
  }
  const observer = new MutationObserver(changedNow)
  // A card of `content-visibility: auto` that comes into view is laid out and painted then, in a
  // frame of its own, without a change to the DOM: the results are painted once it is.
  let column: Element | null = null
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      const { skipped } = event as Event & { skipped: boolean }
      if (!skipped && column?.contains(event.target as Node)) changedNow()
    },
    true,
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (armed && start && entry.startTime >= start - 1)
        longest = Math.max(longest, entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit)

  const bench = {
    arm() {
      armed = true
      start = eventPaint = lastMutation = lastPaint = longest = 0
      changed = false
      waiting = []
      if (!looping) {
        looping = true
        requestAnimationFrame(frame)
      }
      // The results column: results line, cards, pages (not the search box, not the filters).
      // The catalogue's search form, not the header's or the vehicle finder's.
      column =
        document.querySelector('[data-section="catalogue"] [role="search"]')?.parentElement ?? null
      if (!column) throw new Error('No catalogue on this page')
      observer.disconnect()
      observer.observe(column, { childList: true, subtree: true, characterData: true })
    },
    /**
     * Resolves once nothing has changed for `quietMs` and no list is loading. The wait does not
     * count in the time measured (the last change's paint does): it is long enough for a change
     * a busy machine makes late to be seen.
     */
    settle(quietMs = 400, maxMs = 8000): Promise<Sample> {
      const began = performance.now()
      return new Promise((done, fail) => {
        const check = () => {
          const now = performance.now()
          if (now - began > maxMs) return fail(new Error('The results did not settle'))
          const loading = document.querySelector('[aria-busy="true"]') !== null
          const paintedLast = !changed || lastPaint >= lastMutation
          const quiet = now - Math.max(lastMutation, eventPaint) >= quietMs
          if (start && eventPaint && paintedLast && quiet && !loading) {
            armed = false
            observer.disconnect()
            return done({
              results: (changed ? lastPaint : eventPaint) - start,
              event: Math.max(longest, 16),
              changed,
            })
          }
          setTimeout(check, 20)
        }
        check()
      })
    },
  }
  ;(window as unknown as { __bench: typeof bench }).__bench = bench
}
