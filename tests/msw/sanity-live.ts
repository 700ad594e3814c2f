import { HttpResponse, http } from 'msw'
import { createSnapshotSource, type SnapshotDocument } from '../../src/content/snapshot-source'

type StreamClient = {
  send(payload: { id?: string; event: string; data: unknown } | { retry: number }): void
  error(): void
}

/** One open event stream, written in the text/event-stream format. */
function eventStream(
  signal: AbortSignal,
  onOpen: (client: StreamClient) => void,
  onClose: (client: StreamClient) => void,
) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const client: StreamClient = {
        send(payload) {
          const lines =
            'retry' in payload
              ? [`retry: ${payload.retry}`]
              : [
                  ...(payload.id ? [`id: ${payload.id}`] : []),
                  `event: ${payload.event}`,
                  `data: ${JSON.stringify(payload.data)}`,
                ]
          controller.enqueue(encoder.encode(`${lines.join('\n')}\n\n`))
        },
        error() {
          onClose(client)
          controller.error(new TypeError('network connection lost'))
        },
      }
      signal.addEventListener('abort', () => onClose(client))
      onOpen(client)
    },
  })
}

/**
 * A stand-in for the parts of Sanity the browser's live code talks to: the CDN query endpoint
 * (groq-js over a dataset the test can change, answering with `syncTags`) and the Live Content
 * API's event stream. Tags are opaque, as Sanity's are: one per query and parameters. `publish`
 * changes the dataset and sends the tags of every query asked so far whose result changed,
 * the way Sanity tags the responses a change makes stale.
 */
export function fakeSanity(projectId: string, initial: SnapshotDocument[]) {
  let documents = initial
  const asked = new Map<string, { query: string; params: Record<string, unknown> }>()
  const queries: {
    query: string
    params: Record<string, unknown>
    lastLiveEventId: string | null
  }[] = []
  const streams = new Set<StreamClient>()
  let eventId = 0

  const tagOf = (query: string, params: Record<string, unknown>) =>
    `s1:${hash(`${query}\n${JSON.stringify(params)}`)}`
  const evaluate = (query: string, params: Record<string, unknown>) =>
    createSnapshotSource(documents).query(query, params as Record<string, string>)

  function send(payload: Parameters<StreamClient['send']>[0]) {
    for (const stream of streams) stream.send(payload)
  }

  const handlers = [
    http.get(
      `https://${projectId}.apicdn.sanity.io/:version/data/query/:dataset`,
      async ({ request }) => {
        const url = new URL(request.url)
        const query = url.searchParams.get('query') ?? ''
        const params: Record<string, unknown> = {}
        for (const [key, value] of url.searchParams) {
          if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
        }
        queries.push({ query, params, lastLiveEventId: url.searchParams.get('lastLiveEventId') })
        const tag = tagOf(query, params)
        asked.set(tag, { query, params })
        const result = await evaluate(query, params)
        return HttpResponse.json({ ms: 1, query, result, syncTags: [tag] })
      },
    ),
    http.get(
      `https://${projectId}.api.sanity.io/:version/data/live/events/:dataset`,
      ({ request }) => {
        const body = eventStream(
          request.signal,
          (client) => {
            streams.add(client)
            // Reconnect quickly after a dropped connection (the default wait is seconds).
            client.send({ retry: 20 })
            client.send({ event: 'welcome', data: {} })
          },
          (client) => streams.delete(client),
        )
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } })
      },
    ),
    // The client asks this only when the event stream failed, to tell a CORS refusal apart.
    http.get(`https://${projectId}.api.sanity.io/:version/check/cors`, () =>
      HttpResponse.json({ result: { allowed: true } }),
    ),
  ]

  return {
    handlers,
    /** Every query request, in order. */
    queries,
    /** Replaces the dataset and sends one event with the tags of the results it changed. */
    async publish(next: SnapshotDocument[]) {
      const before = new Map<string, string>()
      for (const [tag, { query, params }] of asked) {
        before.set(tag, JSON.stringify(await evaluate(query, params)))
      }
      documents = next
      const tags: string[] = []
      for (const [tag, { query, params }] of asked) {
        if (JSON.stringify(await evaluate(query, params)) !== before.get(tag)) tags.push(tag)
      }
      send({ id: String(++eventId), event: 'message', data: { tags } })
      return String(eventId)
    },
    /** Sends a change event with these tags and no change to the dataset. */
    sendTags(tags: string[]) {
      send({ id: String(++eventId), event: 'message', data: { tags } })
    },
    /** Cuts every open event stream, as a lost connection does. */
    dropConnections() {
      for (const stream of [...streams]) stream.error()
    },
    get openStreams() {
      return streams.size
    },
  }
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
