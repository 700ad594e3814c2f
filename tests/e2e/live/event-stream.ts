import type { ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { type FakeSanity, serverSentEvent } from '../../fake-sanity'
import { throwawayCertificate } from './throwaway-certificate'

/**
 * Sanity's Live Content API event stream, as a real server (HTTPS, since the page asks an https
 * URL and the tests reroute it here): a connection gets `welcome`, then every change after its
 * Last-Event-ID, and stays open for the changes to come, as the real stream does. `restart`
 * sends the event Sanity sends when it cannot resume a stream; `drop` ends every open stream
 * as a lost connection does, which the client reports as `reconnect` and resumes.
 */
export async function startEventStream(sanity: FakeSanity) {
  const open = new Set<ServerResponse>()
  let connections = 0
  const server: Server = createServer(throwawayCertificate(), (request, response) => {
    connections++
    const after = Number(request.headers['last-event-id'] ?? 0)
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'access-control-allow-origin': request.headers.origin ?? '*',
    })
    response.write(serverSentEvent({ event: 'welcome', data: {} }))
    for (const message of sanity.messages.filter((message) => Number(message.id) > after))
      response.write(messageEvent(message))
    open.add(response)
    response.on('close', () => open.delete(response))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const send = (text: string) => {
    for (const response of open) response.write(text)
  }
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many times a stream was opened. */
    connections: () => connections,
    /** Streams open now. */
    openStreams: () => open.size,
    sendMessage: (message: FakeSanity['messages'][number]) => send(messageEvent(message)),
    restart() {
      // An id like any event's, so the client resumes after it.
      const { id } = sanity.message([])
      send(serverSentEvent({ id, event: 'restart', data: {} }))
    },
    drop() {
      for (const response of open) response.destroy()
    },
    close() {
      server.closeAllConnections()
      server.close()
    },
  }
}

const messageEvent = (message: FakeSanity['messages'][number]) =>
  serverSentEvent({ id: message.id, event: 'message', data: { tags: message.tags } })
