/**
 * `npx node bench/vitals-flood.ts`: what a flood of vitals beacons costs everyone else. Serves
 * the built site as production serves it (NODE_ENV=production npm run serve, a process of its
 * own, a throwaway vitals database) and measures GET /robots.txt, p50 and p99, first quiet, then
 * while another process floods POST /api/vitals from one client at 20 connections (most beacons
 * refused by the rate limit). Needs a build that sends beacons (npm run build:local): a
 * production build sends none and the server answers the flood with 404. About 20 seconds.
 *
 *   node bench/vitals-flood.ts [--port 4561] [--seconds 8] [--connections 20]
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { startProductionServer } from './production-server.ts'

type Result = {
  latency: { p50: number; p99: number }
  requests: { total: number }
  errors: number
  statusCodeStats?: Record<string, { count: number }>
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4561' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
  },
})
const origin = `http://127.0.0.1:${values.port}`
const seconds = Number(values.seconds)
const run = promisify(execFile)
const autocannonBin = createRequire(import.meta.url).resolve('autocannon')
const beacon = JSON.stringify({
  route: '/pernos-para-puerta',
  device: 'mobile',
  metrics: { LCP: 1800, FCP: 900, TTFB: 200, CLS: 0.01, INP: 120 },
})

/** One autocannon run in a process of its own, so that the two loads do not share a thread. */
async function load(args: string[]): Promise<Result> {
  const { stdout } = await run(process.execPath, [autocannonBin, '--json', '-n', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as Result
}
const robots = () => load(['-c', '2', '-d', String(seconds), `${origin}/robots.txt`])
const flood = () =>
  load([
    ...['-c', values.connections, '-d', String(seconds + 2), '-m', 'POST'],
    ...['-H', 'Content-Type=text/plain;charset=UTF-8', '-b', beacon, `${origin}/api/vitals`],
  ])

const dir = mkdtempSync(join(tmpdir(), 'vitals-flood-'))
const server = await startProductionServer(values.port, { VITALS_DB: join(dir, 'vitals.sqlite') })

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
const line = (name: string, r: Result) =>
  `${name.padEnd(22)} p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ${r.requests.total} requests, ${r.errors} errors`
try {
  console.log(`load average at start: ${load1()}`)
  const quiet = await robots()
  // The flood starts a second early and ends a second late, so every measured request meets it.
  const flooding = flood()
  await new Promise((done) => setTimeout(done, 1000))
  const busy = await robots()
  const beacons = await flooding
  console.log(line('robots.txt, quiet', quiet))
  console.log(line('robots.txt, flooded', busy))
  const codes = Object.entries(beacons.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code} ×${count}`)
    .join(', ')
  console.log(`beacons sent: ${beacons.requests.total} (${codes}), ${beacons.errors} errors`)
  console.log(`load average at end: ${load1()}`)
} finally {
  server.kill()
  rmSync(dir, { recursive: true, force: true })
}
