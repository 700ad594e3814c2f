import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import type { DeviceClass, MetricName, VitalsBeacon } from './contract'

/**
 * Collects the page's five metrics and sends them together in one beacon when the page is
 * hidden (tab switched, closed or left), the moment web-vitals reports its final CLS, INP and
 * LCP. A page shown and hidden again sends only the values that changed since.
 */
export function reportVitals(options: {
  endpoint: string
  route: string
  device: DeviceClass
}): void {
  const queue = new Map<MetricName, number>()
  const add = (metric: Metric) => {
    // Milliseconds whole, CLS to four decimals: keeps the beacon small, loses nothing read.
    const value =
      metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value)
    queue.set(metric.name, value)
  }
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(add)
  const flush = () => {
    if (queue.size === 0) return
    const beacon: VitalsBeacon = {
      route: options.route,
      device: options.device,
      metrics: Object.fromEntries(queue),
    }
    queue.clear()
    navigator.sendBeacon(options.endpoint, JSON.stringify(beacon))
  }
  // Hidden is when web-vitals settles CLS and LCP, so the beacon goes then. Not on pagehide: on
  // leaving a page the browser fires pagehide first and visibilitychange just after, and a
  // flush on pagehide would send a second beacon with the settled values.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
}
