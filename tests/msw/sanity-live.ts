import { HttpResponse, http } from 'msw'
import type { SnapshotDocument } from '../../src/content/snapshot-source'
import { createFakeSanity, serverSentEvent } from '../fake-sanity'

type Stream = { send(text: string): void; drop(): void }

/**
 * MSW handlers for the parts of Sanity the browser's live code talks to: the CDN query endpoint
 * and the Live Content API's event stream, over the fake dataset of tests/fake-sanity.ts. Event
 * streams stay open: `publish` and `sendTags` write to every open one, `dropConnections` cuts
 * them as a lost connection does.
 */
export function fakeSanity(projectId: string, initial: SnapshotDocument[]) {
  const sanity = createFakeSanity(initial)
  const streams = new Set<Stream>()
  const encoder = new TextEncoder()

  function broadcast(message: { id: string; tags: string[] }) {
    const text = serverSentEvent({ id: message.id, event: 'message', data: { tags: message.tags } })
    for (const stream of streams) stream.send(text)
  }

  const handlers = [
    http.get(
      `https://${projectId}.apicdn.sanity.io/:version/data/query/:dataset`,
      async ({ request }) => HttpResponse.json(await sanity.answerQuery(new URL(request.url))),
    ),
    http.get(
      `https://${projectId}.api.sanity.io/:version/data/live/events/:dataset`,
      ({ request }) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const stream: Stream = {
              send: (text) => controller.enqueue(encoder.encode(text)),
              drop: () => {
                streams.delete(stream)
                controller.error(new TypeError('network connection lost'))
              },
            }
            streams.add(stream)
            request.signal.addEventListener('abort', () => streams.delete(stream))
            // Reconnect quickly after a dropped connection (the default wait is seconds).
            stream.send('retry: 20\n\n')
            stream.send(serverSentEvent({ event: 'welcome', data: {} }))
          },
        })
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
    queries: sanity.queries,
    /** Replaces the dataset and sends one event with the tags of the results it changed. */
    async publish(next: SnapshotDocument[]) {
      const message = await sanity.publish(next)
      broadcast(message)
      return message.id
    },
    /** Sends a change event with these tags and no change to the dataset. */
    sendTags(tags: string[]) {
      broadcast(sanity.message(tags))
    },
    /** Tells every open stream to go away (Sanity does so when it sheds connections). */
    goAway(reason: string) {
      const text = serverSentEvent({
        id: String(sanity.messages.length),
        event: 'goaway',
        data: { reason },
      })
      for (const stream of streams) stream.send(text)
    },
    dropConnections() {
      for (const stream of [...streams]) stream.drop()
    },
    get openStreams() {
      return streams.size
    },
  }
}
