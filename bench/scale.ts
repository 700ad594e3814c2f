/**
 * `npm run bench:scale`: the site at the company's size, 10,000 parts (5,000 door pins and 5,000
 * of the other lines, from the catalogue generator), measured as an operator and a visitor meet
 * it, each figure beside its target:
 * - the server's start with new sheets (the import included) and with unchanged ones;
 * - a reload (SIGHUP) under traffic: the longest a request waited while the new sheets imported;
 * - every kind of API endpoint under load against a bare node:http server sending the same
 *   bytes (p99, share of its requests/s);
 * - the server's memory;
 * - the build with every part's page, its time and size, and the part pages' answers under load;
 * - what a page downloads on first use (the search index, the catalogue's first page, a line's);
 * - the door-pin catalogue on a 4× slowed phone at half the parts in door pins (bench:catalogue:
 *   keystroke and filter click to painted results, first use's bytes), unless --skip-catalogue;
 * - with --lighthouse, Lighthouse on home, a line page, the catalogue and a part page of each line.
 * Writes bench/results/scale.md. The catalogue, the build and the server's files live in
 * var/bench-scale/ (kept between runs: --skip-build measures the last build again).
 *
 *   node bench/scale.ts [--parts 10000] [--port 4800] [--seconds 5] [--skip-build]
 *     [--skip-catalogue] [--lighthouse]
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { get } from 'node:http'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { productLines } from '../src/catalogue/lines.ts'
import { apiList, compareWithBare, endpointPaths, figureRows, largest } from './api/compare.ts'
import type { CatalogueSummary } from './catalogue/measure.ts'
import { loadRun } from './load.ts'
import { reloadUnderTraffic } from './scale/reload-probe.ts'
import { peakResidentMb, residentMb, startScaleServer, stopServer } from './scale/server.ts'
import { markdownTable, printTable } from './table.ts'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: '10000' },
    port: { type: 'string', default: '4800' },
    seconds: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    'skip-catalogue': { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
  },
})
const parts = Number(values.parts)
const port = Number(values.port)
const seconds = Number(values.seconds)
const work = join(root, 'var/bench-scale')
const catalogueDir = join(work, `catalogue-${parts}`)
const lastGood = join(work, 'catalogue.sqlite')
const clientDir = join(work, 'dist/client')
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
const loadAtStart = load()
const npm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })

type Row = [what: string, target: string, measured: string, met: boolean | null]
const rows: Row[] = []
/** Each endpoint against the bare server, for the report. */
let apiRows: string[][] = []
const note = (what: string, target: string, measured: string, met: boolean | null) => {
  rows.push([what, target, measured, met])
  console.log(`${what}: ${measured} (target ${target})${met === false ? ' — MISSED' : ''}`)
}
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`

mkdirSync(work, { recursive: true })
if (!existsSync(join(catalogueDir, 'pernos.csv'))) {
  npm(['run', '-s', 'catalogue:generate', '--', '--parts', String(parts), '--out', catalogueDir])
}
// The build's own inline-script hashes: another build's would block every page's loader.
const serverEnv = {
  CATALOGUE_DIR: catalogueDir,
  CATALOGUE_DB: lastGood,
  CLIENT_DIR: clientDir,
  CSP_HASHES_FILE: join(work, 'dist/csp-script-hashes.json'),
}

// The build with every part's page, unless the last one is to be measured again (or, with none,
// the server alone: an empty site).
if (values['skip-build'] && !existsSync(clientDir)) {
  mkdirSync(clientDir, { recursive: true })
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Sin compilar</title>')
} else if (!values['skip-build']) {
  const started = performance.now()
  npm(['run', 'build:local'], { CATALOGUE_DIR: catalogueDir, BUILD_ROOT: work })
  const took = performance.now() - started
  note('Build with every part page', '≤ 10 minutes', ms(took), took <= 10 * 60_000)
  note('Build size (dist/client, compressed copies included)', '—', `${duMb(clientDir)} MB`, null)
}

// Start with new sheets: nothing imported yet.
rmSync(lastGood, { force: true })
let server = await startScaleServer(port, serverEnv)
note(
  'Server start, new sheets (import included)',
  '≤ 5,000 ms',
  ms(server.readyMs),
  server.readyMs <= 5000,
)
await stopServer(server)
server = await startScaleServer(port, serverEnv)
note('Server start, unchanged sheets', '≤ 1,000 ms', ms(server.readyMs), server.readyMs <= 1000)
const api = `${server.base}/api`
const total = (
  (await (await fetch(`${api}/buscar?por_pagina=1`)).json()) as { total_linea: number }
).total_linea
if (total !== parts) throw new Error(`the server serves ${total} parts, not ${parts}`)

try {
  const paths = await endpointPaths(api)
  const reload = await reloadUnderTraffic({
    base: server.base,
    server: server.child,
    catalogueDir,
    paths: paths.map((path) => `/api${path}`),
  })
  note(
    'Reload (SIGHUP) under traffic: longest wait for an answer while it imports',
    '≤ 100 ms',
    `${ms(reload.maxMs)} (p99 ${ms(reload.p99Ms)}, slowest whole answer ${ms(reload.slowestAnswerMs)}, ${reload.requests} requests, ${reload.failed} failed; new sheets served ${ms(reload.reloadMs)} after the signal)`,
    reload.maxMs <= 100 && reload.failed === 0,
  )

  const figures = await compareWithBare({
    base: api,
    pid: server.child.pid,
    paths,
    seconds,
    connections: 10,
  })
  apiRows = figureRows(figures)
  printTable(apiRows)
  const worstP99 = Math.max(...figures.map((f) => f.p99))
  const worstRatio = Math.min(...figures.map((f) => f.ratio))
  note(
    'API p99, every endpoint (10 connections)',
    '≤ 20 ms',
    `worst ${worstP99} ms`,
    worstP99 <= 20,
  )
  note(
    'API requests/s against a bare server sending the same bytes',
    '≥ 50% on every endpoint',
    `worst ${(worstRatio * 100).toFixed(0)}%`,
    worstRatio >= 0.5,
  )

  const partPaths = samplePartPages(clientDir, 600)
  if (partPaths.length > 0) {
    const pages = await pagesLoad(server.base, partPaths)
    note(
      `Part pages under load (${partPaths.length} pages of every line, 10 connections, Brotli)`,
      '≤ 50 ms p99',
      `p99 ${pages.p99} ms, p50 ${pages.p50} ms, ${pages.total} requests, ${pages.errors} failed`,
      pages.p99 <= 50 && pages.errors === 0,
    )
    const index = brotliSize(join(clientDir, '_data/buscar.json'))
    note(
      'Site search index on first use',
      '≤ 150 KB compressed',
      `${kb(index)} KB Brotli`,
      index <= 150 * 1024,
    )
  }
  // The largest make and its largest model: their answers carry their models' and years' first
  // pages, which grow with the catalogue.
  const make = largest(await apiList<{ marca: string; total: number }>(api, '/marcas'))?.marca
  const model = largest(
    await apiList<{ modelo: string; total: number }>(
      api,
      `/modelos/marca/${encodeURIComponent(make ?? '')}`,
    ),
  )?.modelo
  const makePath = `/pernos/buscar?marca=${encodeURIComponent(make ?? '')}`
  for (const [what, path] of [
    ['The catalogue’s first page of results', '/pernos/buscar'],
    ['The largest make’s page, with its models’ first pages', makePath],
    [
      'Its largest model’s page, with its years’ first pages',
      `${makePath}&modelo=${encodeURIComponent(model ?? '')}`,
    ],
    ['The catalogue’s makes', '/marcas'],
    ['A line table’s next rows', '/birlos/buscar?por_pagina=24&pagina=2'],
    ['A part page’s data (client navigation)', '/producto/pp-1'],
  ] as const) {
    const bytes = await compressedBytes(api + path)
    note(`${what} (${path})`, '≤ 150 KB compressed', `${kb(bytes)} KB Brotli`, bytes <= 150 * 1024)
  }
  const memory = peakResidentMb(server.child.pid)
  note(
    'Server memory (peak resident, over every run above)',
    '≤ 300 MB',
    `${memory.toFixed(0)} MB (now ${residentMb(server.child.pid).toFixed(0)} MB)`,
    memory <= 300,
  )
  if (values.lighthouse) await lighthouse(server.base, api)
} finally {
  await stopServer(server)
}
if (!values['skip-catalogue']) {
  await quietMachine('The catalogue on the phone')
  catalogueOnPhone()
}

const report = `# Bench: the site at 10,000 parts

\`npm run bench:scale${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${parts.toLocaleString('en')} parts (${productLines.length} lines), load average ${loadAtStart} at the start and ${load()} at the end, on this project's 2-core machine.

${markdownTable([['what', 'target', 'measured', 'met'], ...rows.map(([what, target, measured, met]) => [what, target, measured, met === null ? '—' : met ? 'yes' : '**no**'])])}
${apiRows.length ? `\nEach API endpoint against the bare server sending its bytes (10 connections, Brotli):\n\n${markdownTable(apiRows)}\n` : ''}`
writeFileSync(join(root, 'bench/results/scale.md'), report)
console.log(`\n${report}\nWritten bench/results/scale.md`)
if (rows.some(([, , , met]) => met === false)) process.exitCode = 1

/**
 * bench:catalogue on this build at half the parts in door pins (its generated catalogue holds as
 * many of the other lines), on the phone's screen: the filter click and keystroke targets. Four
 * rounds: twenty filter clicks, so that one slow click does not move the 75th percentile alone.
 */
function catalogueOnPhone() {
  const json = join(work, 'catalogue.json')
  rmSync(json, { force: true })
  const pins = Math.round(parts / 2)
  spawnSync(
    process.execPath,
    [
      join(import.meta.dirname, 'catalogue.ts'),
      '--sizes',
      String(pins),
      '--screens',
      'phone',
      '--rounds',
      '4',
      '--dist',
      join(work, 'dist'),
      '--out',
      join(work, 'catalogue.md'),
      '--json',
      json,
    ],
    { stdio: 'inherit', cwd: root },
  )
  const [result] = existsSync(json)
    ? (JSON.parse(readFileSync(json, 'utf8')) as CatalogueSummary[])
    : []
  if (!result) {
    note('Door-pin catalogue on a 4× slowed phone', '≤ 100 ms p75', 'not measured', false)
    return
  }
  const worst = Math.max(result.keystrokeP75, result.filterP75)
  note(
    `Door-pin catalogue on a 4× slowed phone, ${pins.toLocaleString('en')} door pins: keystroke and filter click to painted results`,
    '≤ 100 ms p75',
    `keystroke p75 ${ms(result.keystrokeP75)}, filter p75 ${ms(result.filterP75)}`,
    worst <= 100,
  )
  note(
    'Door-pin catalogue, first use: the catalogue’s data (and the whole visit: page, code, fonts, pictures)',
    '≤ 150 KB compressed (the data)',
    `${kb(result.firstUseApiBytes)} KB (${kb(result.firstUseBytes)} KB)`,
    result.firstUseApiBytes <= 150 * 1024,
  )
}

/** Part pages of every line from the build's folders, `count` in all, spread evenly. */
function samplePartPages(dir: string, count: number): string[] {
  const all = productLines.flatMap((line) => {
    const folder = join(dir, line.path.slice(1))
    if (!existsSync(folder)) return []
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.html')))
      .map((entry) => `${line.path}/${encodeURIComponent(entry.name)}`)
  })
  const step = Math.max(1, Math.floor(all.length / count))
  return all.filter((_, i) => i % step === 0).slice(0, count)
}

/** Every path in turn over 10 connections, asking for Brotli as a browser does. */
async function pagesLoad(origin: string, paths: string[]) {
  const result = await loadRun({
    origin,
    connections: 10,
    seconds,
    requests: paths.map((path) => ({ path, headers: { 'accept-encoding': 'br' } })),
  })
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

function brotliSize(file: string): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : Number.POSITIVE_INFINITY
}

/** The bytes of an answer as sent to a browser that takes Brotli. */
function compressedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}

function duMb(dir: string): string {
  const out = execFileSync('du', ['-sm', dir], { encoding: 'utf8' })
  return out.split('\t')[0] ?? '?'
}

/**
 * Waits (three minutes at most) for the one-minute load average to fall below 1 before `what`:
 * the build and the load runs before keep it high for a while after they end, and both
 * Lighthouse's simulated throttling and the slowed phone scale whatever CPU time they observe.
 */
async function quietMachine(what: string, maxMs = 3 * 60_000) {
  const started = performance.now()
  while ((loadavg()[0] ?? 0) >= 1 && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
  console.log(
    `${what} starts after ${((performance.now() - started) / 1000).toFixed(0)} s at load average ${(loadavg()[0] ?? 0).toFixed(2)}`,
  )
}

/** Lighthouse (bench:web, median of 3) on home, a line page, the catalogue and a part of each line. */
async function lighthouse(base: string, apiBase: string) {
  const partOf = async (line: string) => {
    const page = (await (await fetch(`${apiBase}/${line}/buscar?por_pagina=1`)).json()) as {
      productos: { clave_producto: string }[]
    }
    const key = page.productos[0]?.clave_producto
    const path = productLines.find((l) => l.id === line)?.path
    return key && path ? `${path}/${encodeURIComponent(key.toLowerCase())}` : undefined
  }
  const parts = (await Promise.all(productLines.map((line) => partOf(line.id)))).filter(
    (path): path is string => path !== undefined,
  )
  const routes = ['/', '/birlos-automotrices', '/pernos-para-puerta', ...parts]
  await quietMachine('Lighthouse')
  spawnSync(
    process.execPath,
    [
      join(import.meta.dirname, 'web.ts'),
      '--url',
      base,
      '--only',
      routes.join(','),
      '--out',
      'scale-web',
      '--allow-load',
    ],
    { stdio: 'inherit', cwd: root, env: { ...process.env, CLIENT_DIR: clientDir } },
  )
  const results = JSON.parse(readFileSync(join(root, 'bench/results/scale-web.json'), 'utf8')) as {
    routes: { path: string; scores?: { performance?: number } }[]
  }
  for (const route of results.routes) {
    const score = route.scores?.performance
    note(
      `Lighthouse performance, ${route.path}`,
      '≥ 98',
      String(score ?? '?'),
      score !== undefined && score >= 98,
    )
  }
}
