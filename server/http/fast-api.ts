import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { CatalogueAnswers } from '../catalogue/answers.ts'

/** Handles a request and returns true, or returns false to leave it to the Hono app. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * The catalogue's answers written straight to the socket, ahead of the Hono app: a GET whose
 * path names a computed answer gets it with the same headers the app would send (the security
 * set and the answer's own), without building a Request and a Response around it. Everything
 * else (other methods, CORS requests when CORS is on, unknown or malformed paths) goes on to
 * the app, which answers the same paths the same way.
 */
export function catalogueFastPath(options: {
  base: string
  answers: CatalogueAnswers
  securityHeaders: (https: boolean) => Record<string, string>
  corsOrigin?: string
}): FastPath {
  const prefix = `${options.base}/`
  return (request, response) => {
    const url = request.url ?? ''
    if (request.method !== 'GET' || !url.startsWith(prefix)) return false
    if (options.corsOrigin !== undefined && request.headers.origin !== undefined) return false
    const end = url.search(/[?#]/)
    const path = (end === -1 ? url : url.slice(0, end)).slice(options.base.length)
    const found = options.answers.respond(path, {
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    })
    if (!found || found.status === 400) return false
    const https = request.headers['x-forwarded-proto']?.toString().split(',')[0]?.trim() === 'https'
    response.writeHead(found.status, { ...options.securityHeaders(https), ...found.headers })
    response.end(found.body ?? undefined)
    return true
  }
}

/** A `createServer` for @hono/node-server's serve() that tries the fast path first. */
export function withFastPath(fastPath: FastPath): typeof createServer {
  return ((options, listener) =>
    createServer(options, (request, response) => {
      if (!fastPath(request, response)) listener?.(request, response)
    })) as typeof createServer
}
