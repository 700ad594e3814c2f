/** The pages and blog paths the content holds now, and every path the sitemap lists. */
export type ContentIndex = { pages: Set<string>; blog: Set<string>; listed: string[] }

/**
 * Which paths the published content holds, read from Sanity at start and again after each
 * publish. A visitor's request never waits for a read (`known`): a made-up path is answered from
 * the last index read, or as the build would before the first one, so a Sanity that does not
 * answer cannot hold it. The site's lists wait for the index a publish asked for (`current`), and
 * the publish webhook for the read it started (`refresh`). A failed read is tried again only
 * after `retryMs`, unless a publish asks.
 */
export function createContentIndex(options: {
  read: () => Promise<ContentIndex>
  retryMs: number
  now?: () => number
}) {
  const now = options.now ?? Date.now
  let known: ContentIndex | undefined
  /** Publishes so far, and how many of them the known index reflects (-1: none read yet). */
  let publishes = 0
  let knownAfter = -1
  let reading: { promise: Promise<ContentIndex>; after: number } | undefined
  let failedAt = Number.NEGATIVE_INFINITY

  function startRead(): Promise<ContentIndex> {
    const after = publishes
    const done = () => {
      if (reading?.promise === promise) reading = undefined
    }
    const promise: Promise<ContentIndex> = options.read().then(
      (index) => {
        done()
        if (after >= knownAfter) {
          known = index
          knownAfter = after
        }
        failedAt = Number.NEGATIVE_INFINITY
        return index
      },
      (error: unknown) => {
        done()
        failedAt = now()
        throw error
      },
    )
    reading = { promise, after }
    return promise
  }

  /** A read that started after `publish`: the one under way, or one after it. */
  function readAfter(publish: number): Promise<ContentIndex> {
    if (reading && reading.after >= publish) return reading.promise
    if (reading)
      return reading.promise.then(
        () => readAfter(publish),
        () => readAfter(publish),
      )
    return startRead()
  }

  const outdated = () => knownAfter < publishes
  const resting = () => now() - failedAt < options.retryMs

  return {
    /** The last index read, at once (undefined before the first); starts a read if it is due. */
    known(): ContentIndex | undefined {
      if (outdated() && !reading && !resting()) startRead().catch(() => {})
      return known
    },
    /** The index as of the latest publish, read if need be; rejects while a failed read rests. */
    current(): Promise<ContentIndex> {
      if (known && !outdated()) return Promise.resolve(known)
      if (!reading && resting()) return Promise.reject(new Error('the content is unreachable'))
      return readAfter(publishes)
    },
    /** A publish: the paths are read again (another read follows one under way). */
    refresh(): Promise<ContentIndex> {
      publishes++
      return readAfter(publishes)
    },
  }
}
