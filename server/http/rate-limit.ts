import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { clientAddress } from './client-address.ts'

/**
 * A fixed-window limit per client: at most `limit` requests in each `windowMs` window. Kept in
 * memory (one process); the map forgets a client when its window ends, so it stays small.
 */
export function createRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const windows = new Map<string, { start: number; count: number }>()
  return function allow(client: string): boolean {
    const time = now()
    if (windows.size > 10_000) {
      for (const [key, window] of windows) {
        if (time - window.start >= options.windowMs) windows.delete(key)
      }
    }
    const current = windows.get(client)
    if (!current || time - current.start >= options.windowMs) {
      windows.set(client, { start: time, count: 1 })
      return true
    }
    current.count++
    return current.count <= options.limit
  }
}

/**
 * The client a rate limit counts: its address as the `trustProxy` nearest proxies saw it (see
 * client-address.ts); requests without a socket (tests) share one bucket.
 */
export function clientOf(c: Context, trustProxy = 0): string {
  let socket = 'local'
  try {
    socket = getConnInfo(c).remote.address ?? 'local'
  } catch {}
  return clientAddress(socket, c.req.header('X-Forwarded-For'), trustProxy)
}
