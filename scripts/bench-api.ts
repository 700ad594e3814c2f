import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { parseArgs, promisify } from 'node:util'
import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'
import { createCatalogueApi } from '../server/catalogue/api.ts'
import { openCatalogueDb } from '../server/catalogue/db.ts'
import { CATALOGUE_CSV } from '../server/catalogue/load-csv.ts'
import {
  type ApiBrand,
  type ApiModel,
  catalogueEndpoints as endpoints,
} from '../src/catalogue/contract.ts'

// Bounded load run against the six catalogue endpoints; exits non-zero on any failed request.
// Usage: node scripts/bench-api.ts [--url http://127.0.0.1:4321/api]
// Without --url it serves the catalogue API in-process on a free loopback port. autocannon runs
// in a child process so that the load generator does not share the server's event loop, and the
// in-process server's CPU time per request is reported (the "server time" of the quality bar).

const CONNECTIONS = 10
const SECONDS = 5

type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  non2xx: number
}

const run = promisify(execFile)
const autocannonBin = createRequire(import.meta.url).resolve('autocannon')

async function startLocalApi(): Promise<{ base: string; server: ServerType }> {
  const app = new Hono().route('/api', createCatalogueApi({ db: openCatalogueDb(CATALOGUE_CSV) }))
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) =>
      resolve({ base: `http://127.0.0.1:${port}/api`, server }),
    )
  })
}

async function fetchList<T>(url: string): Promise<T[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return (await response.json()) as T[]
}

// The brand and model with the most products: the heaviest answers of their endpoints.
function largest<T extends { total: number }>(list: T[]): T {
  const [first] = list.toSorted((a, b) => b.total - a.total)
  if (!first) throw new Error('the catalogue is empty')
  return first
}

async function load(url: string): Promise<AutocannonResult> {
  const { stdout } = await run(
    process.execPath,
    [autocannonBin, '--json', '-n', '-c', String(CONNECTIONS), '-d', String(SECONDS), url],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as AutocannonResult
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

async function benchEveryEndpoint(base: string, measureServer: boolean): Promise<number> {
  const brand = largest(await fetchList<ApiBrand>(base + endpoints.brands())).marca
  const model = largest(await fetchList<ApiModel>(base + endpoints.models())).modelo
  const paths = [
    endpoints.products(),
    endpoints.brands(),
    endpoints.models(),
    endpoints.productsByBrand(brand),
    endpoints.modelsByBrand(brand),
    endpoints.productsByModel(model),
  ]
  console.log(`${base}: ${CONNECTIONS} connections, ${SECONDS} s per endpoint`)
  const table = [['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'server µs/req']]
  let failures = 0
  for (const path of paths) {
    const before = process.cpuUsage()
    const result = await load(base + path)
    const cpu = process.cpuUsage(before)
    const errors = result.non2xx + result.errors + result.timeouts
    failures += errors
    table.push([
      path,
      String(result.requests.total),
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(errors),
      measureServer ? ((cpu.user + cpu.system) / result.requests.total).toFixed(0) : '-',
    ])
  }
  printTable(table)
  return failures
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

const { url } = parseArgs({ options: { url: { type: 'string' } } }).values
const { base, server } = url
  ? { base: url.replace(/\/$/, ''), server: undefined }
  : await startLocalApi()

try {
  const failures = await benchEveryEndpoint(base, server !== undefined)
  if (failures > 0) {
    console.error(`${failures} failed requests`)
    process.exitCode = 1
  }
} catch (error) {
  console.error(`Bench failed: ${describeError(error)}`)
  process.exitCode = 1
} finally {
  server?.close()
}
