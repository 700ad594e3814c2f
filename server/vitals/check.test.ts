import { describe, expect, it } from 'vitest'
import { checkBeacon } from './check.ts'

const good = {
  route: '/$linea/$clave',
  device: 'mobile',
  metrics: { LCP: 2100, INP: 120, CLS: 0.05, FCP: 900, TTFB: 300 },
}
const text = (value: unknown) => JSON.stringify(value)

describe('checkBeacon', () => {
  it('accepts the five metrics with a route pattern and a device class', () => {
    expect(checkBeacon(text(good))).toEqual({ beacon: good })
  })

  it('accepts values up to each metric’s limit', () => {
    const metrics = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 }
    expect(checkBeacon(text({ ...good, metrics }))).toEqual({ beacon: { ...good, metrics } })
  })

  it('accepts a beacon with only some metrics', () => {
    expect(checkBeacon(text({ ...good, metrics: { CLS: 0 } }))).toEqual({
      beacon: { ...good, metrics: { CLS: 0 } },
    })
  })

  it.each([
    ['not JSON', '{"route":', 'json'],
    ['an array', '[]', 'shape'],
    ['a string', '"LCP"', 'shape'],
    ['an extra field', text({ ...good, userAgent: 'Mozilla/5.0' }), 'shape'],
    ['an unknown device', text({ ...good, device: 'tablet' }), 'shape'],
    ['no metrics', text({ ...good, metrics: {} }), 'shape'],
    ['metrics as a list', text({ ...good, metrics: [1, 2] }), 'shape'],
    ['a full URL', text({ ...good, route: 'https://x.mx/pernos?q=1' }), 'route'],
    ['a query', text({ ...good, route: '/pernos-para-puerta?q=tsuru' }), 'route'],
    ['a long route', text({ ...good, route: `/${'a'.repeat(200)}` }), 'route'],
    ['an unknown metric', text({ ...good, metrics: { FID: 10 } }), 'metric'],
    [
      '__proto__ as a metric',
      '{"route":"/","device":"mobile","metrics":{"__proto__":1}}',
      'metric',
    ],
    ['a negative value', text({ ...good, metrics: { LCP: -1 } }), 'range'],
    ['a value as text', text({ ...good, metrics: { LCP: '2100' } }), 'range'],
    ['an LCP of hours', text({ ...good, metrics: { LCP: 7_200_000 } }), 'range'],
    ['an impossible CLS', text({ ...good, metrics: { CLS: 1000 } }), 'range'],
    ['an LCP of two minutes', text({ ...good, metrics: { LCP: 120_000 } }), 'range'],
    ['a CLS of 100', text({ ...good, metrics: { CLS: 100 } }), 'range'],
    ['a path the site does not have', text({ ...good, route: '/admin' }), 'route'],
    ['a dot-segment path', text({ ...good, route: '/../../etc/passwd' }), 'route'],
    ['an address, not a pattern', text({ ...good, route: '/pernos-para-puerta/pp-12' }), 'route'],
  ])('refuses %s', (_, body, reason) => {
    expect(checkBeacon(body)).toEqual({ refused: reason })
  })
})
