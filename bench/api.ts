/**
 * `npm run bench:api`: a bounded load run of the six catalogue endpoints, each measured against
 * the physical limit of this machine: a bare node:http server that answers the same path with
 * the same bytes and headers. The catalogue server, the bare server and the load generator
 * (autocannon) each run in a process of their own. Prints, per endpoint, requests/s of both,
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
 * of starting the catalogue server itself.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import {
  type ApiBrand,
  type ApiModel,
  catalogueEndpoints as endpoints,
} from '../src/catalogue/contract.ts'

const TARGET_RATIO = 0.5
const TARGET_P99_MS = 5

type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  non2xx: number
}

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)

const run = promisify(execFile)
const autocannonBin = createRequire(import.meta.url).resolve('autocannon')
const children: ChildProcess[] = []

type Started = { port: number; pid: number | undefined }

/** Starts a node script and resolves with the port it prints on its first line, and its pid. */
function startServer(script: string, ...args: string[]): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(import.meta.dirname, script), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  )
  children.push(child)
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ port: Number(chunk.toString().trim()), pid: child.pid }),
    )
  })
}

type Recorded = { path: string; status: number; headers: Record<string, string>; body: string }

/** One raw GET as autocannon sends it (no Accept-Encoding): the exact bytes and headers. */
function record(base: string, path: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(base + path, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue
          headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
        }
        const body = Buffer.concat(chunks)
        resolve({ path, status: response.statusCode ?? 0, headers, body: body.toString('base64') })
      })
    }).on('error', reject)
  })
}

/** CPU time (user and system, in clock ticks) a process has used so far; undefined off Linux. */
function cpuTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the command name in parentheses: state is the first field, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return undefined
  }
}

type Measured = AutocannonResult & { ticksPerRequest: number | undefined }

/** A load run, with the CPU time the server process spent per request during it. */
async function measure(url: string, pid: number | undefined): Promise<Measured> {
  const before = cpuTicks(pid)
  const result = await load(url)
  const after = cpuTicks(pid)
  const ticksPerRequest =
    before === undefined || after === undefined || result.requests.total === 0
      ? undefined
      : (after - before) / result.requests.total
  return { ...result, ticksPerRequest }
}

async function load(url: string): Promise<AutocannonResult> {
  const { stdout } = await run(
    process.execPath,
    [autocannonBin, '--json', '-n', '-c', String(connections), '-d', String(seconds), url],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as AutocannonResult
}

// The brand and model with the most products: the heaviest answers of their endpoints.
function largest<T extends { total: number }>(list: T[]): T {
  const [first] = list.toSorted((a, b) => b.total - a.total)
  if (!first) throw new Error('the catalogue is empty')
  return first
}

function printTable(rows: string[][]) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
  }
}

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

try {
  const catalogue = values.url ? undefined : await startServer('api/catalogue-server.ts')
  const base = catalogue
    ? `http://127.0.0.1:${catalogue.port}/api`
    : (values.url ?? '').replace(/\/$/, '')
  const fetchList = async <T>(path: string) => {
    const response = await fetch(base + path)
    if (!response.ok) throw new Error(`GET ${base + path} answered ${response.status}`)
    return (await response.json()) as T[]
  }
  const brand = largest(await fetchList<ApiBrand>(endpoints.brands())).marca
  const model = largest(await fetchList<ApiModel>(endpoints.models())).modelo
  const paths = [
    endpoints.products(),
    endpoints.brands(),
    endpoints.models(),
    endpoints.productsByBrand(brand),
    endpoints.modelsByBrand(brand),
    endpoints.productsByModel(model),
  ]
  const apiPath = new URL(base).pathname
  const recorded = await Promise.all(paths.map((path) => record(base, path)))
  const file = join(mkdtempSync(join(tmpdir(), 'bench-api-')), 'answers.json')
  writeFileSync(
    file,
    JSON.stringify(recorded.map((answer) => ({ ...answer, path: apiPath + answer.path }))),
  )
  const bareServer = await startServer('api/bare-server.ts', file)
  const bare = `http://127.0.0.1:${bareServer.port}${apiPath}`

  console.log(`load average at start: ${load1()} (figures under load are indicative)`)
  console.log(`${base} against a bare node:http server with the same bytes`)
  console.log(`${connections} connections, ${seconds} s per endpoint and server\n`)
  const table = [
    [
      'endpoint',
      'bytes',
      'req/s',
      'bare req/s',
      'ratio',
      'CPU ratio',
      'p99 ms',
      'bare p99',
      'errors',
    ],
  ]
  let failures = 0
  let belowTarget = 0
  for (const [i, path] of paths.entries()) {
    const server = await measure(base + path, catalogue?.pid)
    const limit = await measure(bare + path, bareServer.pid)
    const errors = server.non2xx + server.errors + server.timeouts
    failures += errors
    const ratio = server.requests.average / limit.requests.average
    if (ratio < TARGET_RATIO || server.latency.p99 >= TARGET_P99_MS) belowTarget++
    table.push([
      path,
      String(Buffer.from(recorded[i]?.body ?? '', 'base64').length),
      server.requests.average.toFixed(0),
      limit.requests.average.toFixed(0),
      `${(ratio * 100).toFixed(0)}%`,
      server.ticksPerRequest && limit.ticksPerRequest
        ? `${((limit.ticksPerRequest / server.ticksPerRequest) * 100).toFixed(0)}%`
        : '-',
      String(server.latency.p99),
      String(limit.latency.p99),
      String(errors),
    ])
  }
  printTable(table)
  console.log(`\nload average at end: ${load1()}`)
  console.log(
    belowTarget === 0
      ? `every endpoint at ≥ ${TARGET_RATIO * 100}% of the bare server with p99 < ${TARGET_P99_MS} ms`
      : `${belowTarget} endpoint(s) below ${TARGET_RATIO * 100}% of the bare server or at p99 ≥ ${TARGET_P99_MS} ms`,
  )
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
  for (const child of children) child.kill()
}
