import type { ServerOptions } from 'node:http'

/** How long a client may take to send a request, in milliseconds. */
export type ServerTimeouts = {
  /** From a request's first byte to the end of its headers. */
  headers: number
  /** From a request's first byte to the end of its body. */
  request: number
  /** An idle kept-alive connection, after its last answer. */
  keepAlive: number
  /** How often Node looks for requests past `headers` or `request`: their precision. */
  checkEvery: number
}

/**
 * Node's defaults hold a trickled request open for minutes, long enough for a few slow clients
 * to hold every connection. No request of ours needs long: headers are small and the only bodies
 * are a vitals beacon and a form's message, both capped small.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headers: 10_000,
  request: 30_000,
  keepAlive: 5_000,
  checkEvery: 1_000,
}

/** The options for node:http's createServer (through @hono/node-server's `serverOptions`). */
export function serverTimeoutOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS): ServerOptions {
  return {
    headersTimeout: timeouts.headers,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    connectionsCheckingInterval: timeouts.checkEvery,
  }
}
