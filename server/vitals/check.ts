import {
  DEVICE_CLASSES,
  type DeviceClass,
  METRIC_LIMITS,
  type MetricName,
  ROUTE_PATTERN,
  type VitalsBeacon,
} from '../../src/vitals/contract.ts'
import { VITALS_ROUTES } from './routes.ts'

/** Why a beacon was refused; each reason has its own counter. */
export type RefusalReason =
  | 'size'
  | 'json'
  | 'shape'
  | 'route'
  | 'metric'
  | 'range'
  | 'rate'
  | 'origin'
  | 'busy'

export type Checked = { beacon: VitalsBeacon } | { refused: RefusalReason }

/** Reads a beacon's text: well-formed JSON of exactly the contract's shape, or the reason not. */
export function checkBeacon(text: string): Checked {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { refused: 'json' }
  }
  if (!isRecord(body)) return { refused: 'shape' }
  const { route, device, metrics, ...extra } = body
  if (Object.keys(extra).length > 0) return { refused: 'shape' }
  if (typeof route !== 'string' || !ROUTE_PATTERN.test(route) || !VITALS_ROUTES.has(route)) {
    return { refused: 'route' }
  }
  if (typeof device !== 'string' || !DEVICE_CLASSES.includes(device as DeviceClass)) {
    return { refused: 'shape' }
  }
  if (!isRecord(metrics)) return { refused: 'shape' }
  const names = Object.keys(metrics)
  if (names.length === 0) return { refused: 'shape' }
  const checked: VitalsBeacon['metrics'] = {}
  for (const name of names) {
    if (!Object.hasOwn(METRIC_LIMITS, name)) return { refused: 'metric' }
    const value = metrics[name]
    const limit = METRIC_LIMITS[name as MetricName]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > limit) {
      return { refused: 'range' }
    }
    checked[name as MetricName] = value
  }
  return { beacon: { route, device: device as DeviceClass, metrics: checked } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
