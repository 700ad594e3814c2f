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
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type LoadResult, loadUrl, SAMPLE_BEACON } from './load.ts'
import { startProductionServer } from './production-server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4561' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
  },
})
const origin = `http://127.0.0.1:${values.port}`
const seconds = Number(values.seconds)
const beacon = SAMPLE_BEACON

const robots = () => loadUrl(`${origin}/robots.txt`, 2, seconds)
const flood = () =>
  loadUrl(`${origin}/api/vitals`, Number(values.connections), seconds + 2, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: beacon,
  })

const dir = mkdtempSync(join(tmpdir(), 'vitals-flood-'))
const server = await startProductionServer(values.port, { VITALS_DB: join(dir, 'vitals.sqlite') })

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
const line = (name: string, r: LoadResult) =>
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
