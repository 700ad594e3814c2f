import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { MetricName, VitalsBeacon } from '../../src/vitals/contract.ts'
import type { RefusalReason } from './check.ts'

// The visits' metrics: one row per metric of a beacon, with the route pattern, the device class
// and the hour it arrived. No address, no user agent, no identifier. The table keeps the newest
// `maxRows` rows; refused beacons only raise a counter per reason.

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS vitals (
    id INTEGER PRIMARY KEY,
    hour INTEGER NOT NULL,
    route TEXT NOT NULL,
    device TEXT NOT NULL,
    metric TEXT NOT NULL,
    value REAL NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS refusals (
    reason TEXT PRIMARY KEY,
    count INTEGER NOT NULL
  ) STRICT;
`

/** Rows kept by default: months of a small site's visits in a few megabytes. */
export const DEFAULT_MAX_ROWS = 200_000

export type VitalsStore = ReturnType<typeof openVitalsStore>

export function openVitalsStore(
  file: string,
  options: { maxRows?: number; now?: () => number } = {},
) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec(SCHEMA)
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS
  const now = options.now ?? Date.now
  const insert = db.prepare(
    'INSERT INTO vitals (hour, route, device, metric, value) VALUES (?, ?, ?, ?, ?)',
  )
  // Ids only grow, so the newest `maxRows` rows are those above the highest id minus maxRows.
  const prune = db.prepare('DELETE FROM vitals WHERE id <= (SELECT MAX(id) FROM vitals) - ?')
  const refuse = db.prepare(
    'INSERT INTO refusals (reason, count) VALUES (?, 1) ON CONFLICT (reason) DO UPDATE SET count = count + 1',
  )
  return {
    db,
    add(beacon: VitalsBeacon) {
      const hour = Math.floor(now() / 3_600_000)
      db.exec('BEGIN')
      try {
        for (const [metric, value] of Object.entries(beacon.metrics)) {
          insert.run(hour, beacon.route, beacon.device, metric, value)
        }
        prune.run(maxRows)
        db.exec('COMMIT')
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      }
    },
    refuse(reason: RefusalReason) {
      refuse.run(reason)
    },
    close() {
      db.close()
    },
  }
}

export type VitalsRow = { route: string; device: string; metric: MetricName; value: number }

/** Every stored row, and the refusal counters, for the report. */
export function readVitals(db: DatabaseSync): {
  rows: VitalsRow[]
  refusals: Record<string, number>
} {
  const rows = db
    .prepare('SELECT route, device, metric, value FROM vitals ORDER BY id')
    .all() as VitalsRow[]
  const refusals = Object.fromEntries(
    (
      db.prepare('SELECT reason, count FROM refusals ORDER BY reason').all() as {
        reason: string
        count: number
      }[]
    ).map((r) => [r.reason, r.count]),
  )
  return { rows, refusals }
}
