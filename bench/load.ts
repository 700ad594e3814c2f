import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** One request of a load run, sent as a browser or a client would. */
export type LoadRequest = {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

export type LoadOptions = {
  /** `http://host:port` */
  origin: string
  /** Cycled through, each connection taking the next one. */
  requests: LoadRequest[]
  connections: number
  seconds: number
  /**
   * Requests per second over all connections, sent on a steady schedule (visitors, who do not
   * come faster because the server answered sooner); without it each connection sends its next
   * request as soon as its last answer has come (as fast as the server goes).
   */
  rate?: number
}

/** Latencies in milliseconds, measured from sending a request to the last byte of its answer. */
export type LoadResult = {
  latency: { p50: number; p90: number; p95: number; p99: number; max: number }
  requests: { total: number; average: number }
  /** Requests that got no answer (refused, reset). */
  errors: number
  timeouts: number
  /** Answers whose status is not 2xx. */
  non2xx: number
  statusCodeStats: Record<string, { count: number }>
}

const run = promisify(execFile)

/** A load run in a process of its own (`load/client.ts`), so loads share no thread. */
export async function loadRun(options: LoadOptions): Promise<LoadResult> {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'options.json')
  writeFileSync(file, JSON.stringify(options))
  const { stdout } = await run(
    process.execPath,
    [join(import.meta.dirname, 'load/client.ts'), file],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  return JSON.parse(stdout) as LoadResult
}

/** A load run of one request: `url` with `request`, over `connections` for `seconds`. */
export function loadUrl(
  url: string,
  connections: number,
  seconds: number,
  { rate, ...request }: Omit<LoadRequest, 'path'> & { rate?: number } = {},
): Promise<LoadResult> {
  const { origin, pathname, search } = new URL(url)
  return loadRun({
    origin,
    connections,
    seconds,
    rate,
    requests: [{ ...request, path: pathname + search }],
  })
}

/** A beacon a phone would send for the door-pins page. */
export const SAMPLE_BEACON = JSON.stringify({
  route: '/pernos-para-puerta',
  device: 'mobile',
  metrics: { LCP: 1800, FCP: 900, TTFB: 200, CLS: 0.01, INP: 120 },
})
