import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'

/** The part of autocannon's JSON report the load runs read. */
export type LoadResult = {
  /** Milliseconds; autocannon reports no p95, its nearest above is p97_5. */
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number }
  requests: { total: number }
  errors: number
  statusCodeStats?: Record<string, { count: number }>
}

const run = promisify(execFile)
const autocannonBin = createRequire(import.meta.url).resolve('autocannon')

/** One autocannon run (its command-line `args`) in a process of its own, so loads share no thread. */
export async function loadRun(args: string[]): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [autocannonBin, '--json', '-n', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as LoadResult
}

/** A beacon a phone would send for the door-pins page. */
export const SAMPLE_BEACON = JSON.stringify({
  route: '/pernos-para-puerta',
  device: 'mobile',
  metrics: { LCP: 1800, FCP: 900, TTFB: 200, CLS: 0.01, INP: 120 },
})
