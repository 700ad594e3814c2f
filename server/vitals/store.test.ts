import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openVitalsStore, readVitals } from './store.ts'

const beacon = (LCP: number) => ({ route: '/', device: 'desktop' as const, metrics: { LCP } })

/** Counts the store's transactions: every write goes in one. */
function countTransactions(store: ReturnType<typeof openVitalsStore>) {
  const exec = vi.spyOn(store.db, 'exec')
  return () => exec.mock.calls.filter(([sql]) => sql === 'BEGIN').length
}

afterEach(() => {
  vi.useRealTimers()
})

describe('openVitalsStore', () => {
  it.each([
    ['random bytes', Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 256))],
    ['a header cut short', Buffer.from('SQLite format 3\u0000')],
  ])('moves a damaged database (%s) aside, starts a new one and says so once', (_, bytes) => {
    const dir = mkdtempSync(join(tmpdir(), 'vitals-damaged-'))
    const file = join(dir, 'vitals.sqlite')
    writeFileSync(file, bytes)
    const lines: string[] = []
    const store = openVitalsStore(file, { log: (line) => lines.push(line) })
    store.add(beacon(1200))
    store.flush()
    expect(readVitals(store.db).rows).toHaveLength(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /was damaged .* moved to .*vitals\.sqlite\.damaged-.* starting a new one/,
    )
    expect(readdirSync(dir).some((name) => name.startsWith('vitals.sqlite.damaged-'))).toBe(true)
    store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('stores one row per metric with no address, agent or identifier column', () => {
    const store = openVitalsStore(':memory:')
    store.add({ route: '/contacto', device: 'mobile', metrics: { LCP: 1500, CLS: 0.02 } })
    store.flush()
    expect(readVitals(store.db).rows).toEqual([
      { route: '/contacto', device: 'mobile', metric: 'LCP', value: 1500 },
      { route: '/contacto', device: 'mobile', metric: 'CLS', value: 0.02 },
    ])
    const columns = store.db.prepare("SELECT name FROM pragma_table_info('vitals')").all()
    expect(columns.map((c) => c.name)).toEqual(['id', 'hour', 'route', 'device', 'metric', 'value'])
  })

  it('keeps only the newest rows beyond its bound', () => {
    const store = openVitalsStore(':memory:', { maxRows: 3 })
    for (const value of [1, 2, 3, 4, 5]) store.add(beacon(value))
    store.flush()
    expect(readVitals(store.db).rows.map((r) => r.value)).toEqual([3, 4, 5])
  })

  it('counts refusals by reason', () => {
    const store = openVitalsStore(':memory:')
    store.refuse('size')
    store.refuse('json')
    store.refuse('size')
    store.flush()
    store.refuse('size')
    store.flush()
    expect(readVitals(store.db).refusals).toEqual({ json: 1, size: 3 })
  })

  it('records the hour a beacon arrived, nothing finer', () => {
    const store = openVitalsStore(':memory:', { now: () => Date.UTC(2026, 0, 1, 10, 42, 17) })
    store.add(beacon(1000))
    store.flush()
    const { hour } = store.db.prepare('SELECT hour FROM vitals').get() as { hour: number }
    expect(hour * 3_600_000).toBe(Date.UTC(2026, 0, 1, 10))
  })

  it('writes accepted beacons together, one transaction a second at most', () => {
    vi.useFakeTimers()
    const store = openVitalsStore(':memory:')
    const transactions = countTransactions(store)
    for (let ms = 0; ms < 5000; ms += 10) {
      store.add(beacon(ms))
      vi.advanceTimersByTime(10)
    }
    expect(transactions()).toBeLessThanOrEqual(5)
    expect(transactions()).toBeGreaterThanOrEqual(4)
    vi.advanceTimersByTime(1000)
    expect(readVitals(store.db).rows).toHaveLength(500)
  })

  it('counts refusals in memory and writes them every few seconds', () => {
    vi.useFakeTimers()
    const store = openVitalsStore(':memory:')
    const transactions = countTransactions(store)
    for (let i = 0; i < 10_000; i++) {
      store.refuse('rate')
      if (i % 100 === 0) vi.advanceTimersByTime(1)
    }
    expect(transactions()).toBe(0)
    vi.advanceTimersByTime(5000)
    expect(transactions()).toBe(1)
    expect(readVitals(store.db).refusals).toEqual({ rate: 10_000 })
  })

  it('writes what waits when closed, and takes nothing after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitals-'))
    const file = join(dir, 'vitals.sqlite')
    const store = openVitalsStore(file)
    store.add(beacon(1234))
    store.refuse('route')
    store.close()
    store.close()
    expect(store.add(beacon(1))).toBe(false)
    const reopened = openVitalsStore(file)
    expect(readVitals(reopened.db)).toEqual({
      rows: [{ route: '/', device: 'desktop', metric: 'LCP', value: 1234 }],
      refusals: { route: 1 },
    })
    reopened.close()
    rmSync(dir, { recursive: true })
  })

  it('drops beacons beyond its queue until the next write', () => {
    const store = openVitalsStore(':memory:', { maxPending: 2 })
    expect([1, 2, 3].map((value) => store.add(beacon(value)))).toEqual([true, true, false])
    store.flush()
    expect(store.add(beacon(4))).toBe(true)
  })
})
