import { serve } from '@hono/node-server'
import type { Hono } from 'hono'

/** Serves `app` over real HTTP on a free loopback port, for tests of what leaves the socket. */
export function listen(app: Hono): Promise<{ origin: string; port: number; close: () => void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        port: info.port,
        close: () => server.close(),
      })
    })
  })
}
