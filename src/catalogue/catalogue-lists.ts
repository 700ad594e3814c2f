/**
 * The door-pin catalogue's lists that no filter changes: the makes with their counts, and each
 * make's models. Every view of the catalogue shows them, and its loader runs for every view (a
 * keystroke, a choice); kept for `keepMs`, a view asks the server only for its page of parts.
 * The pages an answer sends ahead (a make's models', a model's years') are kept here too.
 * A list being asked is shared by every load that needs it, and one that failed is asked again
 * by the next. One per router (the router's context): one per visit in the browser, one per
 * render on the server.
 */
export type CatalogueLists = {
  /**
   * The answer kept under `key`, or `ask`'s. Asked without the load's signal: a load cancelled
   * (by a newer keystroke) ends at once and leaves the list coming for the loads that share it.
   */
  keep<T>(key: string, ask: () => Promise<T>, signal: AbortSignal): Promise<T>
  /**
   * Keeps an answer given ahead of its ask (a model's page sent with its make's), or one on its
   * way; one that fails is dropped.
   */
  give<T>(key: string, answer: T | Promise<T>): void
  /** The answer kept under `key`, if there is one; nothing is asked. */
  given<T>(key: string): Promise<T> | undefined
}

/**
 * Where a visit keeps them: the router's context holds one, and the loader's code (loaded with
 * its first use) keeps answers in it, so that no page's first load carries that code.
 */
export type KeptLists = {
  answers: Map<string, { at: number; answer: Promise<unknown> }>
  /** How long an answer is kept. */
  keepMs: number
}

/** The router's context: what its loaders share for a visit. */
export type CatalogueContext = { catalogue: KeptLists }

export function catalogueLists(
  { answers: kept, keepMs }: KeptLists,
  now = () => Date.now(),
): CatalogueLists {
  function keptAnswer<T>(key: string): Promise<T> | undefined {
    const entry = kept.get(key)
    if (entry && now() - entry.at < keepMs) return entry.answer as Promise<T>
    if (entry) kept.delete(key)
    return undefined
  }
  // Kept until it fails: a failed answer is asked again by the next load.
  function store<T>(key: string, answer: Promise<T>): Promise<T> {
    kept.set(key, { at: now(), answer })
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key)
    })
    return answer
  }
  return {
    keep: (key, ask, signal) => untilAborted(keptAnswer(key) ?? store(key, ask()), signal),
    give: (key, answer) => {
      store(key, Promise.resolve(answer))
    },
    given: keptAnswer,
  }
}

/** `answer`, or the signal's reason once it aborts. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
