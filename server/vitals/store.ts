import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { MetricName, VitalsBeacon } from '../../src/vitals/contract.ts'
import { assertIntact } from '../sqlite-integrity.ts'
import type { RefusalReason } from './check.ts'

// The visits' metrics: one row per metric of a beacon, with the route pattern, the device class
// and the hour it arrived. No address, no user agent, no identifier. The table keeps the newest
// `maxRows` rows; refused beacons only raise a counter per reason.
//
// Nothing is written while a request is answered: the server has one thread, and a write with
// its sync would hold every other request behind it. Accepted beacons wait in memory and go in
// one transaction at most every `flushMs`; refusals are counted in memory and written at most
// every `refusalFlushMs`, so a flood of refused beacons costs a counter increment each.

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
export const DEFAULT_FLUSH_MS = 1000
export const DEFAULT_REFUSAL_FLUSH_MS = 5000
/** Beacons held between writes; more than many clients' rate limits together can send. */
export const DEFAULT_MAX_PENDING = 5000

export type VitalsStore = ReturnType<typeof openVitalsStore>

export function openVitalsStore(
  file: string,
  options: {
    maxRows?: number
    now?: () => number
    flushMs?: number
    refusalFlushMs?: number
    maxPending?: number
    log?: (line: string) => void
  } = {},
) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = openIntactDb(file, options.log ?? ((line) => console.error(line)))
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS
  const now = options.now ?? Date.now
  const flushMs = options.flushMs ?? DEFAULT_FLUSH_MS
  const refusalFlushMs = options.refusalFlushMs ?? DEFAULT_REFUSAL_FLUSH_MS
  const maxPending = options.maxPending ?? DEFAULT_MAX_PENDING
  const insert = db.prepare(
    'INSERT INTO vitals (hour, route, device, metric, value) VALUES (?, ?, ?, ?, ?)',
  )
  // Ids only grow, so the newest `maxRows` rows are those above the highest id minus maxRows.
  const prune = db.prepare('DELETE FROM vitals WHERE id <= (SELECT MAX(id) FROM vitals) - ?')
  const count = db.prepare(
    'INSERT INTO refusals (reason, count) VALUES (?, ?) ON CONFLICT (reason) DO UPDATE SET count = count + excluded.count',
  )

  let pending: { hour: number; beacon: VitalsBeacon }[] = []
  let refused = new Map<RefusalReason, number>()
  let timer: NodeJS.Timeout | undefined
  let due = Number.POSITIVE_INFINITY
  let closed = false

  /** Writes what waits in one transaction. */
  function flush() {
    clearTimeout(timer)
    timer = undefined
    due = Number.POSITIVE_INFINITY
    if (pending.length === 0 && refused.size === 0) return
    const beacons = pending
    const counts = refused
    pending = []
    refused = new Map()
    db.exec('BEGIN')
    try {
      for (const { hour, beacon } of beacons) {
        for (const [metric, value] of Object.entries(beacon.metrics)) {
          insert.run(hour, beacon.route, beacon.device, metric, value)
        }
      }
      if (beacons.length > 0) prune.run(maxRows)
      for (const [reason, n] of counts) count.run(reason, n)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }

  // Each timer starts after the last write, so writes are at least `flushMs` apart.
  function schedule(delay: number) {
    if (closed) return
    const at = Date.now() + delay
    if (timer && due <= at) return
    clearTimeout(timer)
    due = at
    timer = setTimeout(() => {
      try {
        flush()
      } catch (error) {
        console.error('[vitals] could not store the waiting beacons:', error)
      }
    }, delay)
    // A waiting write does not keep the process alive; shutdown flushes through close().
    timer.unref()
  }

  return {
    db,
    /** Queues a checked beacon; false when the queue is full and the beacon is dropped. */
    add(beacon: VitalsBeacon): boolean {
      if (closed || pending.length >= maxPending) return false
      pending.push({ hour: Math.floor(now() / 3_600_000), beacon })
      schedule(flushMs)
      return true
    },
    refuse(reason: RefusalReason) {
      refused.set(reason, (refused.get(reason) ?? 0) + 1)
      schedule(refusalFlushMs)
    },
    flush,
    /** Writes what waits and closes the file; later calls do nothing. */
    close() {
      if (closed) return
      closed = true
      try {
        flush()
      } finally {
        db.close()
      }
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

function openDb(file: string): DatabaseSync {
  const db = new DatabaseSync(file)
  try {
    db.exec('PRAGMA journal_mode = WAL')
    // A power cut may lose the last second's vitals; in exchange a commit does not wait on the disk.
    db.exec('PRAGMA synchronous = NORMAL')
    assertIntact(db)
    db.exec(SCHEMA)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/**
 * The vitals database, or, when the file is damaged (random bytes, cut short, another schema), a
 * new one beside the damaged file, which is kept for a look and named in one log line: vitals
 * are a measurement, never a reason for the site not to start.
 */
function openIntactDb(file: string, log: (line: string) => void): DatabaseSync {
  try {
    return openDb(file)
  } catch (error) {
    if (file === ':memory:') throw error
    const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix)
    }
    const reason = error instanceof Error ? error.message : String(error)
    log(
      `The vitals database ${file} was damaged (${reason}); moved to ${aside}, starting a new one.`,
    )
    return openDb(file)
  }
}
