/**
 * The load generator of the benches, run as a process of its own so the load shares no thread
 * with what it measures: `node client.ts OPTIONS.json` prints a `LoadResult` as JSON.
 *
 * Each connection sends its next request as soon as the last answer has been read to its end
 * (with a `rate`, at its turn on a steady schedule), cycling through the requests. Answers are
 * read and dropped, never decoded: a client that turns every body into a string spends longer
 * on a large compressed list than the server does.
 */
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { Pool } from 'undici'
import type { LoadOptions, LoadResult } from '../load.ts'

/** An answer slower than this counts as a timeout and its connection starts again. */
const TIMEOUT_MS = 10_000

const options = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as LoadOptions
const pool = new Pool(options.origin, {
  connections: options.connections,
  headersTimeout: TIMEOUT_MS,
  bodyTimeout: TIMEOUT_MS,
})
const latencies: number[] = []
const statusCodeStats: Record<string, { count: number }> = {}
let errors = 0
let timeouts = 0
let next = 0
const began = performance.now()
const ends = began + options.seconds * 1000

async function connection(): Promise<void> {
  while (performance.now() < ends) {
    const slot = next++
    const request = options.requests[slot % options.requests.length]
    if (!request) return
    // With a rate, each request waits for its turn on the schedule.
    const due = options.rate ? began + (slot * 1000) / options.rate : 0
    if (due > performance.now()) await sleep(due - performance.now())
    if (performance.now() >= ends) return
    const started = performance.now()
    try {
      const { statusCode, body } = await pool.request({
        path: request.path,
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
      })
      await body.dump({ limit: Number.POSITIVE_INFINITY })
      latencies.push(performance.now() - started)
      statusCodeStats[statusCode] = { count: (statusCodeStats[statusCode]?.count ?? 0) + 1 }
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      if (code.includes('TIMEOUT')) timeouts++
      else errors++
    }
  }
}

await Promise.all(Array.from({ length: options.connections }, connection))
await pool.close()

latencies.sort((a, b) => a - b)
/** The latency at quantile `q`, to a tenth of a millisecond. */
const at = (q: number) =>
  Math.round(
    (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10,
  ) / 10
const non2xx = Object.entries(statusCodeStats)
  .filter(([status]) => !status.startsWith('2'))
  .reduce((sum, [, { count }]) => sum + count, 0)
const result: LoadResult = {
  latency: { p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99), max: at(1) },
  requests: { total: latencies.length, average: latencies.length / options.seconds },
  errors,
  timeouts,
  non2xx,
  statusCodeStats,
}
console.log(JSON.stringify(result))
