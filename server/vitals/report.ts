import { METRIC_LIMITS, METRIC_NAMES, type MetricName } from '../../src/vitals/contract.ts'
import { VITALS_ROUTES } from './routes.ts'
import type { VitalsRow } from './store.ts'

/**
 * The 75th percentile by nearest rank, the value at least three quarters of the visits reach or
 * beat, as the Chrome UX Report quotes each metric. Undefined for no values.
 */
export function percentile75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.ceil(sorted.length * 0.75) - 1]
}

/** The thresholds of "good" and "poor" the web-vitals library and CrUX use. */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

export function rating(metric: MetricName, value: number): 'good' | 'needs improvement' | 'poor' {
  const [good, poor] = THRESHOLDS[metric]
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor'
}

export type ReportLine = {
  route: string
  device: string
  /** The number of values of each metric behind its percentile. */
  counts: Partial<Record<MetricName, number>>
  p75: Partial<Record<MetricName, number>>
}

/**
 * The rows today's checks would accept: a file written before the route and range checks may
 * hold beacons for paths the site does not have or impossible values, which would only mislead.
 */
export function plausibleRows(rows: readonly VitalsRow[]): VitalsRow[] {
  return rows.filter(
    (row) =>
      VITALS_ROUTES.has(row.route) &&
      Object.hasOwn(METRIC_LIMITS, row.metric) &&
      row.value >= 0 &&
      row.value <= METRIC_LIMITS[row.metric],
  )
}

/** One line per route and device class, ordered by route then device. */
export function summarise(rows: readonly VitalsRow[]): ReportLine[] {
  const groups = new Map<string, { route: string; device: string; values: VitalsRow[] }>()
  for (const row of rows) {
    const key = `${row.route}\u0000${row.device}`
    const group = groups.get(key) ?? { route: row.route, device: row.device, values: [] }
    group.values.push(row)
    groups.set(key, group)
  }
  return [...groups.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || a.device.localeCompare(b.device))
    .map(({ route, device, values }) => {
      const counts: ReportLine['counts'] = {}
      const p75: ReportLine['p75'] = {}
      for (const metric of METRIC_NAMES) {
        const of = values.filter((v) => v.metric === metric).map((v) => v.value)
        const value = percentile75(of)
        if (value === undefined) continue
        counts[metric] = of.length
        p75[metric] = value
      }
      return { route, device, counts, p75 }
    })
}

/** A metric's value as people read it: milliseconds whole, CLS to three decimals. */
export function formatMetric(metric: MetricName, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`
}
