/**
 * `npm run bench:reload`: bench:scale's reload under traffic alone, to iterate on it: the server
 * at `--parts` parts (the generated catalogue in var/bench-scale/, made when missing), its sheet
 * changed and the server told to reload (SIGHUP) `--rounds` times while clients ask every kind of
 * API endpoint; prints, per round, the longest a request waited for its answer, p99, the slowest
 * whole answer (body included), failures and how long the
 * new sheets took to be served, after the same traffic for 5 s without a reload (what a shared
 * machine alone makes a request wait). Exits non-zero when a round misses the target (no request over
 * 100 ms, none failed). NODE_OPTIONS reaches the server (--cpu-prof is refused there; an --import
 * that starts node:inspector's profiler is not).
 *
 *   node bench/reload.ts [--parts 10000] [--port 4800] [--rounds 3]
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { endpointPaths } from './api/compare.ts'
import { reloadUnderTraffic, startTraffic } from './scale/reload-probe.ts'
import { startScaleServer, stopServer } from './scale/server.ts'
import { printTable } from './table.ts'

const TARGET_MS = 100

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: '10000' },
    port: { type: 'string', default: '4800' },
    rounds: { type: 'string', default: '3' },
  },
})
const parts = Number(values.parts)
const work = join(root, 'var/bench-scale')
const catalogueDir = join(work, `catalogue-${parts}`)
const lastGood = join(work, `reload-${parts}.sqlite`)
const clientDir = join(work, 'reload-client')
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

mkdirSync(clientDir, { recursive: true })
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Sin compilar</title>')
if (!existsSync(join(catalogueDir, 'pernos.csv'))) {
  execFileSync(
    'npm',
    ['run', '-s', 'catalogue:generate', '--', '--parts', String(parts), '--out', catalogueDir],
    { cwd: root, stdio: 'inherit' },
  )
}
rmSync(lastGood, { force: true })
const server = await startScaleServer(Number(values.port), {
  CATALOGUE_DIR: catalogueDir,
  CATALOGUE_DB: lastGood,
  CLIENT_DIR: clientDir,
})
let missed = false
try {
  const paths = (await endpointPaths(`${server.base}/api`)).map((path) => `/api${path}`)
  console.log(`load average at start: ${load()}`)
  const rows = [
    [
      'round',
      'longest wait ms',
      'p99 ms',
      'slowest answer ms',
      'requests',
      'failed',
      'served after ms',
    ],
  ]
  // Every answer asked once, then the same traffic without a reload: on a shared machine, the floor the rounds stand on.
  for (const path of paths) await (await fetch(server.base + path)).arrayBuffer()
  const quiet = startTraffic(server.base, paths, 4)
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const floor = await quiet.stop()
  rows.push([
    'no reload (5 s)',
    floor.maxMs.toFixed(0),
    floor.p99Ms.toFixed(0),
    floor.slowestAnswerMs.toFixed(0),
    String(floor.requests),
    String(floor.failed),
    '-',
  ])
  for (let round = 1; round <= Number(values.rounds); round++) {
    const figures = await reloadUnderTraffic({
      base: server.base,
      server: server.child,
      catalogueDir,
      paths,
    })
    missed ||= figures.maxMs > TARGET_MS || figures.failed > 0
    rows.push([
      String(round),
      figures.maxMs.toFixed(0),
      figures.p99Ms.toFixed(0),
      figures.slowestAnswerMs.toFixed(0),
      String(figures.requests),
      String(figures.failed),
      figures.reloadMs.toFixed(0),
    ])
    // The sheet is put back after each round: the next reload imports it again.
    server.child.kill('SIGHUP')
    await putBack(server.base)
  }
  printTable(rows)
  console.log(`load average at end: ${load()}`)
  console.log(
    missed
      ? `a round had a request over ${TARGET_MS} ms or a failure`
      : `no request over ${TARGET_MS} ms in any round`,
  )
} finally {
  await stopServer(server)
  rmSync(lastGood, { force: true })
}
if (missed) process.exitCode = 1

/** Resolves once the reload probe's part is no longer served (its sheet was put back). */
async function putBack(base: string) {
  for (const started = performance.now(); performance.now() - started < 60_000; ) {
    const answer = await fetch(`${base}/api/producto/ot-99999`)
    if (((await answer.json()) as unknown[]).length === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the sheet put back was never served')
}
