import { replaceEqualDeep } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'

/**
 * Content that may change while a page is open. A component shows a query's result through
 * `useLiveContent`: the build's data (its loader data) until newer content arrives. What writes
 * newer content is loaded only when a Sanity project is configured, after the page is
 * interactive (src/live/): published changes from Sanity's Live Content API, or drafts from
 * the Studio inside its Presentation tool. With the embedded snapshot nothing writes here and
 * every component shows its loader data.
 */

/** The queries a page can show live; src/live/queries.ts holds their GROQ text. */
export type LiveQueryId = 'page' | 'post' | 'siteSettings' | 'partPhotos'
export type LiveQueryParams = Readonly<Record<string, string>>

/** One query with its parameters, as a page shows it. */
export type ShownQuery = {
  readonly key: string
  readonly id: LiveQueryId
  readonly params: LiveQueryParams
  /** What the page showed first (the build's data): the starting point of a live view. */
  readonly initial: unknown
}

type Shown = ShownQuery & { count: number }

const shown = new Map<string, Shown>()
const shownListeners = new Set<(queries: ShownQuery[]) => void>()
const values = new Map<string, unknown>()
const valueListeners = new Set<() => void>()

export function liveQueryKey(id: LiveQueryId, params: LiveQueryParams): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]])
  return `${id}:${JSON.stringify(sorted)}`
}

function shownQueries(): ShownQuery[] {
  return [...shown.values()].map(({ count: _, ...query }) => query)
}

function notifyShown() {
  const queries = shownQueries()
  for (const listener of shownListeners) listener(queries)
}

function show(query: ShownQuery): () => void {
  const entry = shown.get(query.key)
  if (entry) entry.count++
  else shown.set(query.key, { ...query, count: 1 })
  if (!entry) notifyShown()
  return () => {
    const current = shown.get(query.key)
    if (!current) return
    current.count--
    if (current.count > 0) return
    shown.delete(query.key)
    notifyShown()
  }
}

function subscribeValues(listener: () => void): () => void {
  valueListeners.add(listener)
  return () => valueListeners.delete(listener)
}

/**
 * The newest known result of `id` with `params`; `initial` (the loader data of the same query)
 * until something newer arrives, and always during server rendering and hydration.
 */
export function useLiveContent<T>(id: LiveQueryId, params: LiveQueryParams, initial: T): T {
  const key = liveQueryKey(id, params)
  // The key names the query and its parameters: a new params object or newer loader data for
  // the same key must not re-subscribe (and so refetch) it.
  useEffect(() => show({ key, id, params, initial }), [key])
  return useSyncExternalStore(
    subscribeValues,
    () => (values.has(key) ? (values.get(key) as T) : initial),
    () => initial,
  )
}

let draftsPreviewed = false

/**
 * For the Presentation code: the page now shows the editor's drafts, so a path the build found
 * nothing at may hold a draft never published (`useDraftsPreviewed`).
 */
export function previewDrafts() {
  draftsPreviewed = true
  for (const listener of valueListeners) listener()
}

/** Whether the page shows drafts (inside the Presentation tool); never while hydrating. */
export function useDraftsPreviewed(): boolean {
  return useSyncExternalStore(
    subscribeValues,
    () => draftsPreviewed,
    () => false,
  )
}

/** For the live code: follows which queries the open page shows (called now and on change). */
export function watchShownQueries(listener: (queries: ShownQuery[]) => void): () => void {
  shownListeners.add(listener)
  listener(shownQueries())
  return () => shownListeners.delete(listener)
}

/**
 * For the live code: a newer result of a shown query; components showing it re-render. What did
 * not change keeps the object the page already shows, so a section whose content is the same is
 * not rendered again (nor, when it still waits for its code, made to fetch it).
 */
export function setLiveContent(key: string, value: unknown) {
  const before = values.has(key) ? values.get(key) : shown.get(key)?.initial
  const next = keepsAll(before, replaceEqualDeep(before, value))
  if (values.has(key) && Object.is(values.get(key), next)) return
  values.set(key, next)
  for (const listener of valueListeners) listener()
}

/**
 * `before` itself when `next` changes none of its fields: a route's loader data is the query's
 * document plus fields of the route's own (a page's photos, its tables' first rows), which an
 * answer never holds. A new object there would re-render the whole page, and a section whose
 * code has not arrived yet would drop its server markup until it does: the page would jump.
 */
function keepsAll(before: unknown, next: unknown): unknown {
  if (!isRecord(before) || !isRecord(next)) return next
  return Object.keys(next).every((name) => Object.is(next[name], before[name])) ? before : next
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value a shown query currently displays, live or initial. */
export function currentContent(query: ShownQuery): unknown {
  return values.has(query.key) ? values.get(query.key) : query.initial
}

/** Tests only: forget every live value and shown query. */
export function resetLiveContent() {
  draftsPreviewed = false
  shown.clear()
  values.clear()
  shownListeners.clear()
  valueListeners.clear()
}
