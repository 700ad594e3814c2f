import type { MiddlewareHandler } from 'hono'

/**
 * A request whose address no URL can hold (a Host such as `xn--` or `256.1.1.1`) is the client's
 * mistake: 400, in plain text, before any handler parses the address. Nothing is logged: a
 * stranger could otherwise fill the log at will.
 */
export const refuseUnparsableUrl: MiddlewareHandler = async (c, next) => {
  if (!URL.canParse(c.req.url)) {
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
