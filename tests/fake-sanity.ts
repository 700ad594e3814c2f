import { createSnapshotSource, type SnapshotDocument } from '../src/content/snapshot-source.ts'

type Params = Record<string, unknown>

/** A change event of the Live Content API, as its event stream sends it. */
export type LiveMessage = { id: string; tags: string[] }

/**
 * The content side of a stand-in for Sanity, shared by the unit tests (MSW) and the end-to-end
 * tests (Playwright routes): a dataset the test can change, queries answered by groq-js with
 * `syncTags`, and change events. Tags are opaque, as Sanity's are: one per query and
 * parameters. `publish` changes the dataset and reports the tags of every query asked so far
 * whose result changed, the way Sanity tags the responses a change makes stale.
 */
export function createFakeSanity(initial: SnapshotDocument[]) {
  let documents = initial
  const asked = new Map<string, { query: string; params: Params }>()
  const queries: { query: string; params: Params; lastLiveEventId: string | null }[] = []
  const messages: LiveMessage[] = []

  const tagOf = (query: string, params: Params) =>
    `s1:${hash(`${query}\n${JSON.stringify(params)}`)}`
  const evaluate = (query: string, params: Params, docs = documents) =>
    createSnapshotSource(docs).query(query, params as Record<string, string>)

  return {
    /** Every query request, in order. */
    queries,
    /** Every change event so far, in order. */
    messages,

    /** The body Sanity's query endpoint answers a GET with (the query and `$params` in the URL). */
    async answerQuery(url: URL) {
      const query = url.searchParams.get('query') ?? ''
      const params: Params = {}
      for (const [key, value] of url.searchParams) {
        if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      }
      queries.push({ query, params, lastLiveEventId: url.searchParams.get('lastLiveEventId') })
      const tag = tagOf(query, params)
      asked.set(tag, { query, params })
      return { ms: 1, query, result: await evaluate(query, params), syncTags: [tag] }
    },

    /**
     * What the Studio would answer with drafts applied: every draft in place of its document,
     * and the drafts of documents never published as documents of their own.
     */
    answerWithDrafts(query: string, params: Params) {
      const drafts = new Map(
        documents
          .filter((doc) => doc._id.startsWith('drafts.'))
          .map((doc) => [doc._id.slice('drafts.'.length), { ...doc, _id: doc._id.slice(7) }]),
      )
      const published = documents.filter((doc) => !doc._id.startsWith('drafts.'))
      const merged = [
        ...published.map((doc) => drafts.get(doc._id) ?? doc),
        ...[...drafts.values()].filter((draft) => !published.some((doc) => doc._id === draft._id)),
      ]
      return evaluate(query, params, merged)
    },

    /** Replaces the dataset; returns the change event for the results it made stale. */
    async publish(next: SnapshotDocument[]): Promise<LiveMessage> {
      const before = new Map<string, string>()
      for (const [tag, { query, params }] of asked) {
        before.set(tag, JSON.stringify(await evaluate(query, params)))
      }
      documents = next
      const tags: string[] = []
      for (const [tag, { query, params }] of asked) {
        if (JSON.stringify(await evaluate(query, params)) !== before.get(tag)) tags.push(tag)
      }
      return this.message(tags)
    },

    /** Replaces the dataset with no change event (one the stream missed). */
    replace(next: SnapshotDocument[]) {
      documents = next
    },

    /** A change event with these tags and no change to the dataset. */
    message(tags: string[]): LiveMessage {
      const message = { id: String(messages.length + 1), tags }
      messages.push(message)
      return message
    },
  }
}

export type FakeSanity = ReturnType<typeof createFakeSanity>

/** The snapshot with the header's closing time changed, as an editor would publish it. */
export function withClosingTime(documents: SnapshotDocument[], closes: string): SnapshotDocument[] {
  return documents.map((doc) => {
    if (doc._id !== 'siteSettings') return doc
    const copy = structuredClone(doc) as SnapshotDocument & {
      hours: { header: { rows: { closes: string }[] } }
    }
    for (const row of copy.hours.header.rows) row.closes = closes
    return copy
  })
}

/** One server-sent event in the text/event-stream format. */
export function serverSentEvent(event: { id?: string; event: string; data: unknown }): string {
  const id = event.id ? `id: ${event.id}\n` : ''
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`
}

/** A short stable hash (FNV-1a), enough to make distinct opaque tags. */
function hash(text: string): string {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return (value >>> 0).toString(36)
}
