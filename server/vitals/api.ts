/**
 * `POST /api/vitals`: the real visitors' vitals (src/vitals). A beacon that passes the checks is
 * queued for the store and answered 204; a refused one is answered 4xx with a short JSON error
 * and counted by reason. The client's address (see http/client-address.ts) is used, in memory
 * only, for the rate limit, and never stored. Mounted only where the build sends beacons
 * (enabled.ts).
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_BEACON_BYTES, VITALS_PATH } from '../../src/vitals/contract.ts'
import { clientOf, createRateLimit } from '../http/rate-limit.ts'
import { checkBeacon, type RefusalReason } from './check.ts'
import type { VitalsStore } from './store.ts'

/** A page view sends one beacon (two if shown again); this is many page views a minute. */
const DEFAULT_RATE_LIMIT = { limit: 30, windowMs: 60_000 }

/** VITALS_RATE_LIMIT (beacons per client per minute) lifts the limit for test runs. */
export function vitalsRateLimitFromEnv(value = process.env.VITALS_RATE_LIMIT) {
  const limit = Number(value)
  return Number.isInteger(limit) && limit > 0
    ? { ...DEFAULT_RATE_LIMIT, limit }
    : DEFAULT_RATE_LIMIT
}

const STATUS: Record<RefusalReason, 400 | 403 | 413 | 429 | 503> = {
  size: 413,
  json: 400,
  shape: 400,
  route: 400,
  metric: 400,
  range: 400,
  rate: 429,
  origin: 403,
  busy: 503,
}

export function createVitalsApi(options: {
  store: VitalsStore
  rateLimit?: { limit: number; windowMs: number }
  /** Proxies of ours in front of the server (TRUST_PROXY); 0 keys the limit on the socket. */
  trustProxy?: number
}): Hono {
  const { store } = options
  const allow = createRateLimit(options.rateLimit ?? vitalsRateLimitFromEnv())
  const refuse = (c: Context, reason: RefusalReason) => {
    store.refuse(reason)
    // A client over the limit loses its kept-alive connection: a flood from it then pays a new
    // connection per beacon, and the server's turns go to everyone else.
    if (reason === 'rate') c.header('Connection', 'close')
    return c.json({ error: `Beacon refused: ${reason}` }, STATUS[reason])
  }
  const app = new Hono()
  app.post(
    VITALS_PATH.replace(/^\/api/, ''),
    async (c, next) => {
      // Browsers say where a request comes from; another site's page may not post here.
      const site = c.req.header('Sec-Fetch-Site')
      if (site !== undefined && site !== 'same-origin') return refuse(c, 'origin')
      if (!allow(clientOf(c, options.trustProxy))) return refuse(c, 'rate')
      await next()
    },
    bodyLimit({ maxSize: MAX_BEACON_BYTES, onError: (c) => refuse(c, 'size') }),
    async (c) => {
      const checked = checkBeacon(await c.req.text())
      if ('refused' in checked) return refuse(c, checked.refused)
      if (!store.add(checked.beacon)) return refuse(c, 'busy')
      return c.body(null, 204)
    },
  )
  return app
}
