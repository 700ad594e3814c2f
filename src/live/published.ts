import type { LiveEvent, SyncTag } from '@sanity/client'
import { type CdnAnswer, cdnQuery } from '../content/cdn-query'
import { type ShownQuery, setLiveContent, watchShownQueries } from '../content/live-content'
import type { SanityProject } from '../content/sanity-project'
import { liveQueries } from './queries'

/** A stream of live events, as `client.live.events()` gives it. */
type LiveEvents = {
  subscribe(observer: {
    next: (event: LiveEvent) => void
    error: (error: unknown) => void
    complete: () => void
  }): { unsubscribe(): void }
}

export type LiveSyncOptions = {
  /** Asks one published query (fresh for a live event, when given one). */
  fetchQuery: (
    query: string,
    params: Record<string, unknown>,
    lastLiveEventId?: string,
  ) => Promise<CdnAnswer>
  /** The stream of live events (its code may be downloaded then). */
  events: () => Promise<LiveEvents>
  /** How long to wait before the n-th attempt (from 0) to reopen a failed event stream. */
  retryDelay?: (attempt: number) => number
  /** Where failures go; the page keeps showing what it has. */
  warn?: (message: string, error: unknown) => void
  /** When to open the stream of changes: at once unless told (the queries are asked at once). */
  openStreamWhen?: (open: () => void) => void
}

type Tracked = {
  readonly query: ShownQuery
  /** The sync tags of the last answer; undefined until one arrives. */
  tags: readonly SyncTag[] | undefined
  inFlight: boolean
  /** A refetch asked for while one was running, with the event id it must be fresh for. */
  again: { lastLiveEventId?: string } | undefined
}

/** 2 s, 4 s, 8 s… up to a minute between attempts to reopen the event stream. */
export function defaultRetryDelay(attempt: number): number {
  return Math.min(60_000, 2000 * 2 ** attempt)
}

function defaultWarn(message: string, error: unknown) {
  console.warn(`[live content] ${message}`, error)
}

/**
 * Keeps every query the open page shows in step with published content: each is fetched once
 * with its sync tags, Sanity's Live Content API streams the tags of every published change, and
 * a query whose tags are among them is fetched again (fresh for that event) and shown in place.
 * A failed fetch keeps what the page shows; a failed event stream is reopened after a delay,
 * and everything is fetched again once it is back, since changes may have been missed.
 */
function startLiveSync({
  fetchQuery,
  events: liveEvents,
  retryDelay = defaultRetryDelay,
  warn = defaultWarn,
  openStreamWhen = (open) => open(),
}: LiveSyncOptions): () => void {
  const tracked = new Map<string, Tracked>()
  let stopped = false
  let attempt = 0
  let recovering = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let events: { unsubscribe(): void } | undefined

  async function refetch(entry: Tracked, lastLiveEventId?: string) {
    if (entry.inFlight) {
      entry.again = { lastLiveEventId: lastLiveEventId ?? entry.again?.lastLiveEventId }
      return
    }
    entry.inFlight = true
    const { key, id, params } = entry.query
    try {
      // The query text is one of liveQueries; its result has the type of the page's data.
      const query: string = liveQueries[id]
      const response = await fetchQuery(query, params, lastLiveEventId)
      if (stopped || tracked.get(key) !== entry) return
      entry.tags = response.syncTags ?? []
      // A page deleted or unpublished meanwhile stays as it is until the next visit.
      if (response.result != null) setLiveContent(key, response.result)
    } catch (error) {
      warn(`could not refresh ${key}`, error)
    } finally {
      entry.inFlight = false
      const again = entry.again
      entry.again = undefined
      if (again && !stopped && tracked.get(key) === entry)
        void refetch(entry, again.lastLiveEventId)
    }
  }

  function refetchAll(lastLiveEventId?: string) {
    for (const entry of tracked.values()) void refetch(entry, lastLiveEventId)
  }

  /** Whether a change with these tags may concern the entry (always, before its first answer). */
  function concerns(entry: Tracked, tags: readonly SyncTag[]): boolean {
    return entry.tags === undefined || entry.tags.some((tag) => tags.includes(tag))
  }

  function onEvent(event: LiveEvent) {
    switch (event.type) {
      case 'welcome':
        attempt = 0
        if (recovering) refetchAll()
        recovering = false
        break
      case 'message':
        for (const entry of tracked.values()) {
          if (concerns(entry, event.tags)) void refetch(entry, event.id)
        }
        break
      case 'restart':
        // The stream could not resume where it left off: anything may have changed.
        refetchAll(event.id)
        break
      case 'goaway':
        reopenLater(new Error(`Sanity closed the event stream: ${event.reason}`))
        break
      case 'reconnect':
        // The client reconnects by itself and resumes from the last event it saw.
        break
    }
  }

  function reopenLater(error: unknown) {
    // A stream that said goodbye may still end or fail afterwards: one retry is enough.
    if (retryTimer !== undefined) return
    warn('lost the event stream from Sanity; retrying', error)
    events?.unsubscribe()
    events = undefined
    recovering = true
    if (stopped) return
    retryTimer = setTimeout(() => void open(), retryDelay(attempt++))
  }

  async function open() {
    retryTimer = undefined
    if (stopped) return
    try {
      const stream = await liveEvents()
      if (stopped) return
      events = stream.subscribe({
        next: onEvent,
        error: reopenLater,
        complete: () => reopenLater(new Error('The event stream ended')),
      })
    } catch (error) {
      reopenLater(error)
    }
  }

  const unwatch = watchShownQueries((queries) => {
    const keys = new Set(queries.map((query) => query.key))
    for (const key of tracked.keys()) if (!keys.has(key)) tracked.delete(key)
    for (const query of queries) {
      if (tracked.has(query.key)) continue
      const entry: Tracked = { query, tags: undefined, inFlight: false, again: undefined }
      tracked.set(query.key, entry)
      void refetch(entry)
    }
  })
  let late = false
  openStreamWhen(() => {
    // Opened after the first answers: what was published meanwhile is fetched once it is open.
    recovering ||= late
    void open()
  })
  late = true

  return () => {
    stopped = true
    unwatch()
    clearTimeout(retryTimer)
    events?.unsubscribe()
    tracked.clear()
  }
}

/** A visitor's own actions (not a scroll that the page or a tool makes). */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Runs `then` once, at the visitor's first action. The stream of changes waits for someone to
 * see them: a page only looked at (or opened by a crawler, or by a speed test, which would wait
 * on the open connection until its time runs out) holds no connection open.
 */
export function afterFirstAction(then: () => void, target: Window = window): void {
  const act = () => {
    for (const type of FIRST_ACTIONS) target.removeEventListener(type, act, true)
    then()
  }
  for (const type of FIRST_ACTIONS)
    target.addEventListener(type, act, { capture: true, passive: true })
}

/**
 * The browser's published content: the CDN for queries by plain `fetch` (asked once the page is
 * idle, for what was published since the build), the Live Content API for changes from the
 * first action on. The Sanity client, the larger part of this code, is downloaded only then.
 */
export function startPublishedLive(
  project: Pick<SanityProject, 'projectId' | 'dataset' | 'apiVersion'>,
  /** The tests' own delays, warnings and moment to open the stream. */
  overrides: Partial<Omit<LiveSyncOptions, 'fetchQuery' | 'events'>> = {},
): () => void {
  return startLiveSync({
    fetchQuery: (query, params, lastLiveEventId) =>
      cdnQuery(project, query, params, { lastLiveEventId, tag: 'live' }),
    events: async () => (await import('./live-events')).publishedEvents(project),
    openStreamWhen: afterFirstAction,
    ...overrides,
  })
}
