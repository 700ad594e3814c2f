/**
 * The vitals beacon, as the page sends it and the server checks it: one JSON object per page
 * view with the route pattern, a coarse device class and the metrics known when the page was
 * hidden. Nothing in it names the visitor.
 */
export const VITALS_PATH = '/api/vitals'

/**
 * The five metrics, each with the highest value taken as real: a page that takes a minute to
 * paint or answer a tap has been abandoned or its clock broke, and a layout that shifts ten
 * viewports' worth is not a page in use. Beyond these a value would only skew the percentile.
 */
export const METRIC_LIMITS = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
} as const

export type MetricName = keyof typeof METRIC_LIMITS
export const METRIC_NAMES = Object.keys(METRIC_LIMITS) as MetricName[]

export const DEVICE_CLASSES = ['mobile', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** A route pattern such as /$linea/$clave: a path, no query, no hash. */
export const ROUTE_PATTERN = /^\/[\w\-$./]{0,119}$/

/** A beacon is a few hundred bytes; anything much larger is not one. */
export const MAX_BEACON_BYTES = 1024

export type VitalsBeacon = {
  route: string
  device: DeviceClass
  metrics: Partial<Record<MetricName, number>>
}
