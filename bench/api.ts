/**
 * `npm run bench:api`: a bounded load run of every kind of catalogue endpoint (the six lists, a
 * line's list, searches, one part), each at its heaviest, measured against
 * the physical limit of this machine: a bare node:http server that answers the same path with
 * the same bytes and headers. The catalogue server, the bare server and the load generator
 * (bench/load/client.ts) each run in a process of their own. Prints, per endpoint, requests/s of both,
 * their ratio, p99 latency and errors, with the load average (figures taken on a busy machine are
 * only indicative). Exits non-zero on any failed request or non-2xx answer.
 *
 * It also prints the ratio of CPU time per request (bare over catalogue server, from each
 * process's own user and system time in /proc): on a machine shared with other work the
 * requests/s of two runs seconds apart differ with the neighbours' load, while the CPU one answer
 * costs each server changes much less, so this column is the steadier reading of the same ratio.
 * With --url there is no process to read, and the column shows "-".
 *
 *   node bench/api.ts [--url http://127.0.0.1:4321/api] [--seconds 5] [--connections 10]
 *
 * With --url it loads a server already running (e.g. NODE_ENV=production npm run serve) instead
 * of starting the catalogue server itself (over CATALOGUE_DIR, by default the sample).
 */
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  compareWithBare,
  endpointPaths,
  figureRows,
  type Started,
  startScript,
} from './api/compare.ts'
import { printTable } from './table.ts'

const TARGET_RATIO = 0.7
const TARGET_P99_MS = 5

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

let catalogue: Started | undefined
try {
  catalogue = values.url
    ? undefined
    : await startScript(join(import.meta.dirname, 'api/catalogue-server.ts'))
  const base = catalogue
    ? `http://127.0.0.1:${catalogue.port}/api`
    : (values.url ?? '').replace(/\/$/, '')
  const paths = await endpointPaths(base)
  console.log(`load average at start: ${load1()} (figures under load are indicative)`)
  console.log(`${base} against a bare node:http server with the same bytes`)
  console.log(`${connections} connections, ${seconds} s per endpoint and server\n`)
  const figures = await compareWithBare({ base, pid: catalogue?.pid, paths, seconds, connections })
  printTable(figureRows(figures))
  console.log(`\nload average at end: ${load1()}`)
  const below = figures.filter((f) => f.ratio < TARGET_RATIO || f.p99 >= TARGET_P99_MS).length
  console.log(
    below === 0
      ? `every endpoint at ≥ ${TARGET_RATIO * 100}% of the bare server with p99 < ${TARGET_P99_MS} ms`
      : `${below} endpoint(s) below ${TARGET_RATIO * 100}% of the bare server or at p99 ≥ ${TARGET_P99_MS} ms`,
  )
  const failures = figures.reduce((sum, f) => sum + f.errors, 0)
  if (failures > 0) {
    console.error(`${failures} failed requests`)
    process.exitCode = 1
  }
} catch (error) {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  console.error(`Bench failed: ${error instanceof Error ? error.message : error}${cause}`)
  process.exitCode = 1
} finally {
  catalogue?.child.kill()
}
