import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadUrl } from '../load.ts'

// Each catalogue endpoint under load against the physical limit of this machine: a bare
// node:http server answering the same path with the same bytes and headers. The two servers and
// the load generator each run in a process of their own. Shared by bench:api and bench:scale.

export type Started = { port: number; pid: number | undefined; child: ChildProcess }

/** Starts a node script and resolves with the port it prints on its first line, and its pid. */
export function startScript(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', script, ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
    },
  )
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ port: Number(chunk.toString().trim()), pid: child.pid, child }),
    )
  })
}

type Recorded = { path: string; status: number; headers: Record<string, string>; body: string }

/** What a browser accepts: each answer is measured as a visitor's browser receives it. */
const ACCEPT_ENCODING = 'br, gzip'

/** One GET as the load runs send it: the exact bytes and headers. */
function record(base: string, path: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(base + path, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
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

type Measured = {
  perSecond: number
  p99: number
  errors: number
  ticksPerRequest: number | undefined
}

async function measure(
  url: string,
  pid: number | undefined,
  seconds: number,
  connections: number,
): Promise<Measured> {
  const before = cpuTicks(pid)
  const result = await loadUrl(url, connections, seconds, {
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  })
  const after = cpuTicks(pid)
  const total = result.requests.total
  return {
    perSecond: total / seconds,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ticksPerRequest:
      before === undefined || after === undefined || total === 0
        ? undefined
        : (after - before) / total,
  }
}

export type EndpointFigures = {
  path: string
  bytes: number
  perSecond: number
  barePerSecond: number
  /** Requests/s of the server over the bare one's. */
  ratio: number
  /** CPU time per request of the bare server over the server's (steadier on a shared machine). */
  cpuRatio: number | undefined
  p99: number
  bareP99: number
  errors: number
}

/**
 * Loads each path of the API at `base` (served by the process `pid`, for its CPU time), then the
 * bare server answering the same recorded bytes, one after the other.
 */
export async function compareWithBare(options: {
  base: string
  pid: number | undefined
  paths: string[]
  seconds: number
  connections: number
}): Promise<EndpointFigures[]> {
  const { base, pid, paths, seconds, connections } = options
  const apiPath = new URL(base).pathname
  const recorded = await Promise.all(paths.map((path) => record(base, path)))
  const file = join(mkdtempSync(join(tmpdir(), 'bench-api-')), 'answers.json')
  writeFileSync(
    file,
    JSON.stringify(recorded.map((answer) => ({ ...answer, path: apiPath + answer.path }))),
  )
  const bare = await startScript(join(import.meta.dirname, 'bare-server.ts'), [file])
  try {
    const figures: EndpointFigures[] = []
    for (const [i, path] of paths.entries()) {
      const server = await measure(base + path, pid, seconds, connections)
      const limit = await measure(
        `http://127.0.0.1:${bare.port}${apiPath}${path}`,
        bare.pid,
        seconds,
        connections,
      )
      figures.push({
        path,
        bytes: Buffer.from(recorded[i]?.body ?? '', 'base64').length,
        perSecond: server.perSecond,
        barePerSecond: limit.perSecond,
        ratio: server.perSecond / limit.perSecond,
        cpuRatio:
          server.ticksPerRequest && limit.ticksPerRequest
            ? limit.ticksPerRequest / server.ticksPerRequest
            : undefined,
        p99: server.p99,
        bareP99: limit.p99,
        errors: server.errors,
      })
    }
    return figures
  } finally {
    bare.child.kill()
  }
}

/** The figures as table rows (a header first). */
export function figureRows(figures: EndpointFigures[]): string[][] {
  return [
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
    ...figures.map((f) => [
      f.path,
      String(f.bytes),
      f.perSecond.toFixed(0),
      f.barePerSecond.toFixed(0),
      `${(f.ratio * 100).toFixed(0)}%`,
      f.cpuRatio === undefined ? '-' : `${(f.cpuRatio * 100).toFixed(0)}%`,
      String(f.p99),
      String(f.bareP99),
      String(f.errors),
    ]),
  ]
}

/** A list the API at `base` answers for `path`; any other status fails. */
export async function apiList<T>(base: string, path: string): Promise<T[]> {
  const response = await fetch(base + path)
  if (!response.ok) throw new Error(`GET ${base + path} answered ${response.status}`)
  return (await response.json()) as T[]
}

/** The item of the largest total (the make or model with the most parts). */
export const largest = <T extends { total: number }>(items: T[]) =>
  items.toSorted((a, b) => b.total - a.total)[0]

/** A path of every kind the API answers, over the catalogue at `base`: the heaviest of each. */
export async function endpointPaths(base: string): Promise<string[]> {
  const list = <T>(path: string) => apiList<T>(base, path)
  const brand = largest(await list<{ marca: string; total: number }>('/marcas'))?.marca ?? ''
  const model = largest(await list<{ modelo: string; total: number }>('/modelos'))?.modelo ?? ''
  const [stud] = await list<{ clave_producto: string }>('/birlos/productos')
  const e = encodeURIComponent
  return [
    '/productos',
    '/marcas',
    '/modelos',
    `/productos/marca/${e(brand)}`,
    `/modelos/marca/${e(brand)}`,
    `/productos/modelo/${e(model)}`,
    '/birlos/productos',
    `/pernos/buscar?marca=${e(brand)}&modelo=${e(model)}`,
    '/pernos/buscar?pagina=3&orden=mas-vendidos',
    '/buscar?q=m12x1.5',
    `/producto/${e((stud?.clave_producto ?? 'PP-1').toLowerCase())}`,
  ]
}
