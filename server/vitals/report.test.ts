import { describe, expect, it } from 'vitest'
import { formatMetric, percentile75, plausibleRows, rating, summarise } from './report.ts'

describe('percentile75', () => {
  it('is the nearest-rank value three quarters of the way up', () => {
    expect(percentile75([1, 2, 3, 4])).toBe(3)
    expect(percentile75([4, 3, 2, 1, 5])).toBe(4)
    expect(percentile75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75)
    expect(percentile75([7])).toBe(7)
    expect(percentile75([])).toBeUndefined()
  })
})

describe('summarise', () => {
  it('gives one line per route and device with each metric’s p75 and count', () => {
    const rows = [
      ...[100, 200, 300, 400].map((value) => ({
        route: '/',
        device: 'mobile',
        metric: 'TTFB' as const,
        value,
      })),
      { route: '/', device: 'desktop', metric: 'CLS' as const, value: 0.2 },
      { route: '/contacto', device: 'mobile', metric: 'LCP' as const, value: 1800 },
    ]
    expect(summarise(rows)).toEqual([
      { route: '/', device: 'desktop', counts: { CLS: 1 }, p75: { CLS: 0.2 } },
      { route: '/', device: 'mobile', counts: { TTFB: 4 }, p75: { TTFB: 300 } },
      { route: '/contacto', device: 'mobile', counts: { LCP: 1 }, p75: { LCP: 1800 } },
    ])
  })
})

describe('plausibleRows', () => {
  it('leaves out rows for routes the site does not have and values beyond the limits', () => {
    const row = (route: string, metric: 'LCP' | 'CLS', value: number) => ({
      route,
      device: 'mobile',
      metric,
      value,
    })
    const kept = [row('/', 'LCP', 1800), row('/$linea/$clave', 'CLS', 0.1)]
    const rows = [
      ...kept,
      row('/wp-login.php', 'LCP', 1800),
      row('/../../etc/passwd', 'LCP', 1800),
      row('/', 'LCP', 120_000),
      row('/', 'CLS', 100),
    ]
    expect(plausibleRows(rows)).toEqual(kept)
  })
})

describe('rating and formatMetric', () => {
  it('rates by the web-vitals thresholds', () => {
    expect(rating('LCP', 2500)).toBe('good')
    expect(rating('INP', 300)).toBe('needs improvement')
    expect(rating('CLS', 0.3)).toBe('poor')
  })

  it('prints milliseconds whole and CLS to three decimals', () => {
    expect(formatMetric('LCP', 1234.6)).toBe('1235 ms')
    expect(formatMetric('CLS', 0.04567)).toBe('0.046')
  })
})
