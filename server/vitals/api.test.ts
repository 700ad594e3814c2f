import { describe, expect, it } from 'vitest'
import { MAX_BEACON_BYTES } from '../../src/vitals/contract.ts'
import { createApp } from '../app.ts'
import { createVitalsApi } from './api.ts'
import { openVitalsStore, readVitals } from './store.ts'

const beacon = JSON.stringify({
  route: '/pernos-para-puerta',
  device: 'desktop',
  metrics: { LCP: 1800, FCP: 700, TTFB: 120, CLS: 0.01 },
})

function setup(rateLimit = { limit: 100, windowMs: 60_000 }) {
  const store = openVitalsStore(':memory:')
  const app = createVitalsApi({ store, rateLimit })
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.request('/vitals', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    })
  return { store, post }
}

describe('POST /api/vitals', () => {
  it('stores a beacon and answers 204 with no body', async () => {
    const { store, post } = setup()
    const response = await post(beacon, { 'Sec-Fetch-Site': 'same-origin' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(readVitals(store.db).rows).toHaveLength(4)
  })

  it('refuses and counts malformed, unknown and out-of-range beacons', async () => {
    const { store, post } = setup()
    expect((await post('{"route":')).status).toBe(400)
    expect((await post(beacon.replace('"LCP"', '"FID"'))).status).toBe(400)
    expect((await post(beacon.replace('1800', '-5'))).status).toBe(400)
    expect(readVitals(store.db)).toEqual({ rows: [], refusals: { json: 1, metric: 1, range: 1 } })
  })

  it('refuses and counts an oversized beacon without reading it', async () => {
    const { store, post } = setup()
    const response = await post(`${beacon}${' '.repeat(MAX_BEACON_BYTES)}`)
    expect(response.status).toBe(413)
    expect(readVitals(store.db)).toEqual({ rows: [], refusals: { size: 1 } })
  })

  it('refuses a beacon posted from another site', async () => {
    const { store, post } = setup()
    expect((await post(beacon, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect(readVitals(store.db).refusals).toEqual({ origin: 1 })
  })

  it('limits the beacons of one client per window and counts the excess', async () => {
    const { store, post } = setup({ limit: 2, windowMs: 60_000 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await post(beacon)).status)
    expect(statuses).toEqual([204, 204, 429, 429])
    expect(readVitals(store.db).refusals).toEqual({ rate: 2 })
  })

  it('is mounted under /api by the server app only when a store is given', async () => {
    const store = openVitalsStore(':memory:')
    const options = { clientDir: '/nonexistent', catalogueDb: undefined }
    const request = { method: 'POST', body: beacon }
    expect(
      (await createApp({ ...options, vitals: store }).request('/api/vitals', request)).status,
    ).toBe(204)
    expect((await createApp(options).request('/api/vitals', request)).status).toBe(404)
  })
})
