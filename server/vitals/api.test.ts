import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_BEACON_BYTES } from '../../src/vitals/contract.ts'
import { createApp } from '../app.ts'
import { createVitalsApi } from './api.ts'
import { buildSendsVitals } from './enabled.ts'
import { openVitalsStore, readVitals } from './store.ts'

const good = {
  route: '/pernos-para-puerta',
  device: 'desktop',
  metrics: { LCP: 1800, FCP: 700, TTFB: 120, CLS: 0.01 },
}
const beacon = JSON.stringify(good)

function setup(
  options: { rateLimit?: { limit: number; windowMs: number }; trustProxy?: number } = {},
) {
  const store = openVitalsStore(':memory:')
  const app = createVitalsApi({
    store,
    rateLimit: options.rateLimit ?? { limit: 100, windowMs: 60_000 },
    trustProxy: options.trustProxy,
  })
  const post = (body: string, headers: Record<string, string> = {}, socket = '192.0.2.1') =>
    app.request(
      '/vitals',
      { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers } },
      { incoming: { socket: { remoteAddress: socket } } },
    )
  /** What the store holds once what waits is written. */
  const stored = () => {
    store.flush()
    return readVitals(store.db)
  }
  return { store, post, stored }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /api/vitals', () => {
  it('stores a beacon and answers 204 with no body', async () => {
    const { post, stored } = setup()
    const response = await post(beacon, { 'Sec-Fetch-Site': 'same-origin' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(stored().rows).toHaveLength(4)
  })

  it('refuses and counts malformed, unknown and out-of-range beacons', async () => {
    const { post, stored } = setup()
    expect((await post('{"route":')).status).toBe(400)
    expect((await post(beacon.replace('"LCP"', '"FID"'))).status).toBe(400)
    expect((await post(beacon.replace('1800', '-5'))).status).toBe(400)
    expect(stored()).toEqual({ rows: [], refusals: { json: 1, metric: 1, range: 1 } })
  })

  it.each([
    ['/admin'],
    ['/wp-login.php'],
    ['/../../etc/passwd'],
    [`/${'a'.repeat(119)}`],
    ['/pernos-para-puerta/pp-12'],
    ['/blog/mi-entrada'],
  ])('refuses a route the site does not have: %s', async (route) => {
    const { post, stored } = setup()
    const response = await post(JSON.stringify({ ...good, route }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Beacon refused: route' })
    expect(stored()).toEqual({ rows: [], refusals: { route: 1 } })
  })

  it.each([
    ['LCP', 120_000],
    ['FCP', 60_001],
    ['TTFB', 90_000],
    ['INP', 60_001],
    ['CLS', 100],
    ['CLS', 10.5],
  ])('refuses %s of %d', async (metric, value) => {
    const { post, stored } = setup()
    const response = await post(JSON.stringify({ ...good, metrics: { [metric]: value } }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Beacon refused: range' })
    expect(stored()).toEqual({ rows: [], refusals: { range: 1 } })
  })

  it.each(['/', '/aviso-de-privacidad', '/$linea/$clave', '/blog/$slug', '/$'])(
    'accepts the route pattern %s',
    async (route) => {
      const { post, stored } = setup()
      const metrics = { LCP: 60_000, CLS: 10, INP: 0 }
      expect((await post(JSON.stringify({ ...good, route, metrics }))).status).toBe(204)
      expect(stored().rows.map((row) => row.route)).toEqual([route, route, route])
    },
  )

  it('refuses and counts an oversized beacon without reading it', async () => {
    const { post, stored } = setup()
    const response = await post(`${beacon}${' '.repeat(MAX_BEACON_BYTES)}`)
    expect(response.status).toBe(413)
    expect(stored()).toEqual({ rows: [], refusals: { size: 1 } })
  })

  it('refuses a beacon posted from another site', async () => {
    const { post, stored } = setup()
    expect((await post(beacon, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect(stored().refusals).toEqual({ origin: 1 })
  })

  it('limits the beacons of one client per window and counts the excess', async () => {
    const { post, stored } = setup({ rateLimit: { limit: 2, windowMs: 60_000 } })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await post(beacon)).status)
    expect(statuses).toEqual([204, 204, 429, 429])
    expect(stored().refusals).toEqual({ rate: 2 })
  })

  it('closes the kept-alive connection of a client over the limit, and only then', async () => {
    const { post } = setup({ rateLimit: { limit: 1, windowMs: 60_000 } })
    const accepted = await post(beacon)
    const refused = await post(beacon)
    const malformed = await post('{')
    expect([accepted.status, refused.status]).toEqual([204, 429])
    expect(accepted.headers.get('Connection')).toBeNull()
    expect(refused.headers.get('Connection')).toBe('close')
    // Refused for its rate before its body is read: the client is over the limit either way.
    expect(malformed.headers.get('Connection')).toBe('close')
    const other = await post('{', {}, '192.0.2.2')
    expect(other.status).toBe(400)
    expect(other.headers.get('Connection')).toBeNull()
  })

  it('a flood of refused beacons costs at most a write every few seconds', async () => {
    vi.useFakeTimers()
    const { store, post, stored } = setup({ rateLimit: { limit: 30, windowMs: 60_000 } })
    const exec = vi.spyOn(store.db, 'exec')
    const statuses = new Map<number, number>()
    // 3,000 beacons over ten seconds from one client: 30 accepted, the rest refused.
    for (let i = 0; i < 3000; i++) {
      const { status } = await post(beacon)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (i % 30 === 29) vi.advanceTimersByTime(100)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 204: 30, 429: 2970 })
    const transactions = exec.mock.calls.filter(([sql]) => sql === 'BEGIN').length
    expect(transactions).toBeLessThanOrEqual(3)
    expect(stored()).toMatchObject({ refusals: { rate: 2970 } })
    expect(stored().rows).toHaveLength(30 * 4)
  })

  it('keys the limit on the address TRUST_PROXY names, whatever a client sends', async () => {
    const rateLimit = { limit: 1, windowMs: 60_000 }
    const statuses = async (trustProxy: number, forwardedFor: string[]) => {
      const { post } = setup({ rateLimit, trustProxy })
      const result = []
      for (const xff of forwardedFor) {
        result.push((await post(beacon, { 'X-Forwarded-For': xff }, '10.0.0.3')).status)
      }
      return result
    }
    // Direct: a header that changes every time does not buy a new bucket.
    expect(await statuses(0, ['1.1.1.1', '2.2.2.2'])).toEqual([204, 429])
    // One proxy: two visitors it saw are two buckets; a spoofed prefix changes nothing.
    expect(await statuses(1, ['203.0.113.7', '203.0.113.8', '9.9.9.9, 203.0.113.7'])).toEqual([
      204, 204, 429,
    ])
    // Two proxies: the inner proxy's entry is always the edge's address, the one before it counts.
    expect(
      await statuses(2, [
        '203.0.113.7, 10.0.0.2',
        '203.0.113.8, 10.0.0.2',
        '1.1.1.1, 203.0.113.7, 10.0.0.2',
      ]),
    ).toEqual([204, 204, 429])
  })

  it('is mounted under /api by the server app only when a store is given', async () => {
    const store = openVitalsStore(':memory:')
    const options = { clientDir: '/nonexistent', catalogueDb: undefined }
    const request = { method: 'POST', body: beacon }
    expect(
      (await createApp({ ...options, vitals: store }).request('/api/vitals', request)).status,
    ).toBe(204)
    const absent = await createApp(options).request('/api/vitals', request)
    expect(absent.status).toBe(404)
    store.flush()
    expect(readVitals(store.db).rows).toHaveLength(4)
  })
})

describe('buildSendsVitals', () => {
  it('is true only when the built JavaScript names the endpoint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitals-build-'))
    mkdirSync(join(dir, 'assets'))
    expect(buildSendsVitals(join(dir, 'missing'))).toBe(false)
    writeFileSync(join(dir, 'assets', 'entry.js'), 'const api=`/api/catalogo`;')
    writeFileSync(join(dir, 'assets', 'notes.txt'), '"/api/vitals"')
    expect(buildSendsVitals(dir)).toBe(false)
    writeFileSync(join(dir, 'assets', 'start.js'), 'e({endpoint:`/api/vitals`,route:t})')
    expect(buildSendsVitals(dir)).toBe(true)
    rmSync(dir, { recursive: true })
  })
})
