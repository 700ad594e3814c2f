import { describe, expect, it } from 'vitest'
import { openVitalsStore, readVitals } from './store.ts'

const beacon = (LCP: number) => ({ route: '/', device: 'desktop' as const, metrics: { LCP } })

describe('openVitalsStore', () => {
  it('stores one row per metric with no address, agent or identifier column', () => {
    const store = openVitalsStore(':memory:')
    store.add({ route: '/contacto', device: 'mobile', metrics: { LCP: 1500, CLS: 0.02 } })
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
    expect(readVitals(store.db).rows.map((r) => r.value)).toEqual([3, 4, 5])
  })

  it('counts refusals by reason', () => {
    const store = openVitalsStore(':memory:')
    store.refuse('size')
    store.refuse('json')
    store.refuse('size')
    expect(readVitals(store.db).refusals).toEqual({ json: 1, size: 2 })
  })

  it('records the hour a beacon arrived, nothing finer', () => {
    const store = openVitalsStore(':memory:', { now: () => Date.UTC(2026, 0, 1, 10, 42, 17) })
    store.add(beacon(1000))
    const { hour } = store.db.prepare('SELECT hour FROM vitals').get() as { hour: number }
    expect(hour * 3_600_000).toBe(Date.UTC(2026, 0, 1, 10))
  })
})
