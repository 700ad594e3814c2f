import type { ChildProcess } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type ReloadFigures = {
  /** From SIGHUP to the new part being served. */
  reloadMs: number
  requests: number
  /** The longest a request waited for the server's answer (its headers). */
  maxMs: number
  p99Ms: number
  /** The longest a whole answer took, its body downloaded and decompressed by the client. */
  slowestAnswerMs: number
  failed: number
}

/**
 * A reload under traffic: `clients` loops ask the API one request after another while a part is
 * added to a sheet and the server is told to reload (SIGHUP); the longest any request waited for
 * its answer is the figure a visitor would notice. The sheet is put back afterwards.
 */
export async function reloadUnderTraffic(options: {
  base: string
  server: ChildProcess
  catalogueDir: string
  paths: string[]
  clients?: number
}): Promise<ReloadFigures> {
  const { base, server, catalogueDir, paths, clients = 4 } = options
  const sheet = join(catalogueDir, 'otros.csv')
  const before = readFileSync(sheet, 'utf8')
  const header = before.slice(0, before.indexOf('\n')).split(',')
  const key = 'OT-99999'
  const row = header.map(
    (column) =>
      ({ clave: key, nombre: 'Pieza de prueba de recarga', tipo: 'Grapa', medida: '8 mm' })[
        column
      ] ?? '',
  )
  const traffic = startTraffic(base, paths, clients)
  const served = async () => {
    const response = await fetch(`${base}/api/producto/${key.toLowerCase()}`)
    return ((await response.json()) as unknown[]).length === 1
  }
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    appendFileSync(sheet, `${row.join(',')}\n`)
    const signalled = performance.now()
    server.kill('SIGHUP')
    while (!(await served())) {
      if (performance.now() - signalled > 60_000)
        throw new Error('the reload never served the new part')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const reloadMs = performance.now() - signalled
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return { reloadMs, ...(await traffic.stop()) }
  } finally {
    await traffic.stop()
    writeFileSync(sheet, before)
  }
}

export type TrafficFigures = Omit<ReloadFigures, 'reloadMs'>

/**
 * `clients` loops asking the API at `base` one request after another, through `paths` in turn,
 * until stopped: then the longest any request waited for its answer, p99, the slowest whole
 * answer and failures. A wait ends at the answer's headers: the whole door-pin list at 10,000
 * parts is megabytes of JSON whose download and decompression in this one client process take
 * longer than 100 ms with no server in the way, and delay the other loops' figures with them.
 */
export function startTraffic(
  base: string,
  paths: string[],
  clients: number,
): { stop(): Promise<TrafficFigures> } {
  const latencies: number[] = []
  let slowestAnswerMs = 0
  let failed = 0
  let running = true
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const started = performance.now()
      try {
        const response = await fetch(base + (paths[i % paths.length] ?? '/api/marcas'))
        latencies.push(performance.now() - started)
        await response.arrayBuffer()
        slowestAnswerMs = Math.max(slowestAnswerMs, performance.now() - started)
        if (!response.ok) failed++
      } catch {
        latencies.push(performance.now() - started)
        failed++
      }
    }
  }
  const loops = Array.from({ length: clients }, (_, i) => loop(i))
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      const sorted = latencies.toSorted((a, b) => a - b)
      return {
        requests: sorted.length,
        maxMs: sorted.at(-1) ?? 0,
        p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
        slowestAnswerMs,
        failed,
      }
    },
  }
}
