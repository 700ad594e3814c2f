import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'

/**
 * A request whose address no URL can hold (a Host such as `xn--` or `256.1.1.1`), or whose target
 * is in absolute form (`GET http://other.example/ HTTP/1.1`, which only a proxy is sent: this
 * server is none, and the site must not answer for another name), is the client's mistake: 400,
 * in plain text, before any handler parses the address. Nothing is logged: a stranger could
 * otherwise fill the log at will.
 */
export const refuseUnparsableUrl: MiddlewareHandler = async (c, next) => {
  if (isUnparsable(c)) {
    return new Response('Solicitud no válida', {
      status: 400,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
  await next()
}

/** Whether the request's target is in absolute form or its address no URL can hold. */
export function isUnparsable(c: Context): boolean {
  // The request line's target as it came, under Node (absent in tests that call the app).
  const target = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url
  const absoluteForm = target !== undefined && !target.startsWith('/')
  return absoluteForm || !URL.canParse(c.req.url)
}
