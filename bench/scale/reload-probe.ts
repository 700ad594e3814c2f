import type { ChildProcess } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type ReloadFigures = {
  /** From SIGHUP to the new part being served. */
  reloadMs: number
  requests: number
  maxMs: number
  p99Ms: number
  failed: number
}

/**
 * A reload under traffic: `clients` loops ask the API one request after another while a part is
 * added to a sheet and the server is told to reload (SIGHUP); the longest any request waited is
 * the figure a visitor would notice. The sheet is put back afterwards.
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
  const latencies: number[] = []
  let failed = 0
  let running = true
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const started = performance.now()
      try {
        const response = await fetch(base + (paths[i % paths.length] ?? '/api/marcas'))
        await response.arrayBuffer()
        if (!response.ok) failed++
      } catch {
        failed++
      }
      latencies.push(performance.now() - started)
    }
  }
  const served = async () => {
    const response = await fetch(`${base}/api/producto/${key.toLowerCase()}`)
    return ((await response.json()) as unknown[]).length === 1
  }
  const loops = Array.from({ length: clients }, (_, i) => loop(i))
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
    running = false
    await Promise.all(loops)
    const sorted = latencies.toSorted((a, b) => a - b)
    return {
      reloadMs,
      requests: sorted.length,
      maxMs: sorted.at(-1) ?? 0,
      p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      failed,
    }
  } finally {
    running = false
    writeFileSync(sheet, before)
  }
}
