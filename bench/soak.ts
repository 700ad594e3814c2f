/**
 * `npm run soak`: a bounded run (about a minute, loopback only) against the built site served as
 * production serves it, with a throwaway vitals database and catalogue. First the ordinary
 * traffic alone (pages, 304s, 404s, catalogue answers) while GET / is measured; then the same
 * with a stranger at once: a flood of vitals beacons from one client, malformed requests and bad
 * Host headers; then the ordinary traffic while the server changes under it: the catalogue
 * reloaded (SIGHUP, as `npm run catalogue:reload` sends) and a new build switched in (a copy of
 * the served one, as `npm run build` switches `dist`). Fails on any 5xx, on GET / p99 under
 * attack more than twice its p99 without it, on the server's memory growing by more than a
 * quarter, or on a request that took over a second while it changed. Needs a build
 * (npm run build:local).
 *
 *   node bench/soak.ts [--port 4571] [--seconds 30]
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { lineCsvPath } from '../server/catalogue/load-csv.ts'
import { productLine } from '../src/catalogue/lines.ts'
import { type LoadResult, loadUrl, SAMPLE_BEACON } from './load.ts'
import { startProductionServer } from './production-server.ts'
import { servedBuildCopy } from './served-build-copy.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4571' },
    seconds: { type: 'string', default: '30' },
  },
})
const port = values.port
const origin = `http://127.0.0.1:${port}`
const seconds = Number(values.seconds)

const beacon = SAMPLE_BEACON
/**
 * Requests per second of each kind of ordinary traffic (five kinds, GET / among them): steady,
 * as visitors come, well within what the server answers, so that what the stranger costs them
 * shows; the stranger sends as fast as it is answered.
 */
const ORDINARY_RATE = 100

/** What visitors ask for, a few connections each: pages, a revisit, a 404, the catalogue. */
function ordinaryTraffic(duration: number, etag: string): Promise<LoadResult>[] {
  const each = (path: string, headers: Record<string, string>) =>
    loadUrl(origin + path, 2, duration, { headers, rate: ORDINARY_RATE })
  return [
    each('/pernos-para-puerta', { 'accept-encoding': 'br' }),
    each('/', { 'if-none-match': etag }),
    each('/no-existe', { 'accept-encoding': 'gzip' }),
    each('/api/productos/modelo/Tsuru', { 'accept-encoding': 'br' }),
  ]
}

/** The stranger: one client flooding beacons, at 20 connections, at the server on `target`. */
const vitalsFlood = (duration: number, target = port) =>
  loadUrl(`http://127.0.0.1:${target}/api/vitals`, 20, duration, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: beacon,
  })

/** Requests no browser sends, over raw sockets, until `until`; their answers' status codes. */
async function malformed(until: number, target = port): Promise<Map<string, number>> {
  const requests = [
    'GET / HTTP/1.1\r\nHost: xn--\r\n\r\n',
    'GET /blog HTTP/1.1\r\nHost: 256.1.1.1\r\n\r\n',
    'GET /api/marcas HTTP/1.1\r\nHost: 0x7g.0.0.1\r\n\r\n',
    'GET http://other.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    'GET /%%%/../..%2f HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    'GET /api/productos/marca/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    'HELLO\r\n\r\n',
    `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
  ]
  const statuses = new Map<string, number>()
  const send = (request: string) =>
    new Promise<void>((resolve) => {
      const socket = connect(Number(target), '127.0.0.1', () => socket.end(request))
      let head = ''
      socket.on('data', (chunk) => {
        head += chunk.toString('latin1')
      })
      const done = () => {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 'closed'
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        resolve()
      }
      socket.on('close', done)
      socket.on('error', () => {})
    })
  while (Date.now() < until) {
    await Promise.all(requests.map(send))
  }
  return statuses
}

const kilobytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
const fivexx = (r: LoadResult) =>
  Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, { count }]) => sum + count, 0)

const DECOY_PORT = String(Number(port) + 1)
/** A bare server that refuses everything at once, the decoy target of the quiet phase. */
const decoy = createServer((_request, response) => {
  response.statusCode = 429
  response.end()
}).listen(Number(DECOY_PORT), '127.0.0.1')

// The build switched in later, copied before the server starts (it refuses a `dist` that is not
// a link, and nothing is left running then).
const newBuild = await servedBuildCopy(join(import.meta.dirname, '..'))
const dir = mkdtempSync(join(tmpdir(), 'soak-'))
// The sheets copied, so that each reload has a change to import (unchanged sheets are skipped).
const catalogueDir = join(dir, 'catalogue')
cpSync(join(import.meta.dirname, '../data/catalogue'), catalogueDir, { recursive: true })
const server = await startProductionServer(port, {
  VITALS_DB: join(dir, 'vitals.sqlite'),
  CATALOGUE_DIR: catalogueDir,
  CATALOGUE_DB: join(dir, 'catalogue.sqlite'),
})
let serverLog = ''
server.stdout?.on('data', (chunk: Buffer) => {
  serverLog += chunk.toString()
})
const problems: string[] = []
try {
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  const etag = (await fetch(`${origin}/`)).headers.get('etag') ?? ''
  // Warm-up: the first answers read files and fill caches.
  await loadUrl(`${origin}/`, 4, 3)

  // Without the stranger, the stranger's generators still run, aimed at a bare server of their
  // own: both phases share the machine's cores alike, and what differs is the site server's work.
  const decoyFlood = vitalsFlood(seconds / 2 + 2, DECOY_PORT)
  const decoyOdd = malformed(Date.now() + (seconds / 2 + 2) * 1000, DECOY_PORT)
  const quietTraffic = ordinaryTraffic(seconds / 2, etag)
  const quiet = await loadUrl(`${origin}/`, 2, seconds / 2, { rate: ORDINARY_RATE })
  const quietLoads = await Promise.all(quietTraffic)
  await Promise.all([decoyFlood, decoyOdd])
  const memoryBefore = kilobytes(server.pid ?? 0)

  const until = Date.now() + (seconds + 2) * 1000
  const attack = [vitalsFlood(seconds + 2)]
  const odd = malformed(until)
  const busyTraffic = ordinaryTraffic(seconds, etag)
  const busy = await loadUrl(`${origin}/`, 2, seconds, { rate: ORDINARY_RATE })
  const [flood, ...busyLoads] = await Promise.all([...attack, ...busyTraffic])
  const oddStatuses = await odd
  const memoryAfter = kilobytes(server.pid ?? 0)

  // The server changing under the ordinary traffic: a catalogue reload, a new build switched
  // in, another reload with that build served.
  const changing = seconds / 2
  const changeTraffic = ordinaryTraffic(changing, etag)
  const changeHome = loadUrl(`${origin}/`, 2, changing, { rate: ORDINARY_RATE })
  const pins = lineCsvPath(catalogueDir, productLine('pernos'))
  const sheet = readFileSync(pins, 'utf8')
  // The import runs beside the server (a worker), for a while on a busy machine: each change
  // waits for the reload before it, so that every reload has a change of its own to import.
  const reloaded = () => serverLog.match(/Catalogue reloaded/g)?.length ?? 0
  const reloadedTimes = async (count: number) => {
    for (let waited = 0; reloaded() < count && waited < 20_000; waited += 100) await sleep(100)
  }
  await sleep(changing * 200)
  // A door pin fewer, then the sheet as it was: two imports.
  writeFileSync(pins, `${sheet.trimEnd().split('\n').slice(0, -1).join('\n')}\n`)
  server.kill('SIGHUP')
  await sleep(changing * 200)
  await newBuild.switchIn()
  await reloadedTimes(1)
  writeFileSync(pins, sheet)
  server.kill('SIGHUP')
  const [changed, ...changeLoads] = await Promise.all([changeHome, ...changeTraffic])
  await reloadedTimes(2)
  const reloads = reloaded()

  const line = (name: string, r: LoadResult) =>
    `${name.padEnd(28)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  max ${String(r.latency.max).padStart(4)} ms  ${r.requests.total} requests`
  console.log(line('GET /, ordinary traffic', quiet))
  console.log(line('GET /, with the stranger', busy))
  if (changed) console.log(line('GET /, reload and new build', changed))
  console.log(`catalogue reloads logged: ${reloads} of 2`)
  for (const line of serverLog.split('\n').filter((text) => text.startsWith('Catalogue')))
    console.log(`  ${line}`)
  console.log(
    `vitals flood: ${flood?.requests.total} beacons (${JSON.stringify(flood?.statusCodeStats)})`,
  )
  console.log(`malformed requests: ${JSON.stringify(Object.fromEntries(oddStatuses))}`)
  console.log(`server memory: ${memoryBefore} KB → ${memoryAfter} KB`)
  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )

  const whileChanging = [...(changed ? [changed] : []), ...changeLoads]
  const slowest = Math.max(...whileChanging.map((r) => r.latency.max))
  if (slowest > 1000) problems.push(`a request took ${slowest} ms while the server changed`)
  const failed = whileChanging.reduce((sum, r) => sum + r.errors, 0)
  if (failed > 0) problems.push(`${failed} requests failed while the server changed`)
  if (reloads !== 2) problems.push(`${reloads} catalogue reloads logged, not 2`)
  const all = [
    quiet,
    busy,
    ...quietLoads,
    ...busyLoads,
    ...whileChanging,
    ...(flood ? [flood] : []),
  ]
  const errors = all.reduce((sum, r) => sum + fivexx(r), 0)
  const odd5xx = [...oddStatuses].filter(([code]) => code.startsWith('5'))
  if (errors > 0 || odd5xx.length > 0) problems.push(`${errors} 5xx answers, malformed: ${odd5xx}`)
  if (busy.latency.p99 > 2 * quiet.latency.p99) {
    problems.push(`GET / p99 ${busy.latency.p99} ms under attack > twice ${quiet.latency.p99} ms`)
  }
  if (memoryAfter > memoryBefore * 1.25) {
    problems.push(`server memory grew from ${memoryBefore} to ${memoryAfter} KB`)
  }
} finally {
  server.kill()
  await newBuild.restore()
  decoy.close()
  rmSync(dir, { recursive: true, force: true })
}
if (problems.length > 0) {
  console.error(`soak failed:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('soak passed')
