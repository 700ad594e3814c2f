/**
 * Lighthouse (mobile preset) on every route of the site, plus the same pages loaded without
 * JavaScript, written to bench-results/web.md and bench-results/web.json.
 *
 * Usage: node scripts/bench-web.ts [--url http://localhost:4321] [--only /,/blog] [--runs 3]
 * Without --url it serves dist/client itself on port 4431 and stops the server at the end.
 * It is a measurement: it exits 0 even when routes miss the targets, and lists the misses.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { pagePaths } from '../src/site/pages.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const root = resolve(import.meta.dirname, '..')
const outDir = resolve(root, 'bench-results')
const PORT = 4431
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
// Audits whose score says nothing about pass or fail.
const NOT_GRADED = new Set(['informative', 'manual', 'notApplicable'])

type FailedAudit = {
  id: string
  category: Category
  title: string
  score: number
  displayValue?: string
  /** A few of the offending URLs, elements or sources, to know where to look. */
  items: string[]
}

type RouteResult = {
  path: string
  /** Category scores 0–100 of the median run (performance is the median of all runs). */
  scores: Record<Category, number | null>
  performanceRuns: (number | null)[]
  lcpSeconds: number | null
  cls: number | null
  tbtMs: number | null
  scriptKB: number | null
  totalKB: number | null
  /** Lighthouse's CPU benchmark for the reported run (lower means a busier machine). */
  benchmarkIndex: number | null
  failed: FailedAudit[]
  /** Audits that could not run (scoreDisplayMode "error"), with Lighthouse's message. */
  errored: string[]
  warnings: string[]
  error?: string
}

type NoJsResult = {
  path: string
  status: number | null
  h1Visible: boolean
  h1Text: string
  loadSeconds: number | null
  fcpSeconds: number | null
  transferredKB: number
  requests: number
  error?: string
}

// ---------------------------------------------------------------------------------------------
// Options

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
})
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive integer, got ${args.runs}`)
const paths: string[] = args.only
  ? args.only
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean)
      .map((path) => (path.startsWith('/') ? path : `/${path}`))
  : [...pagePaths]
for (const path of paths) {
  if (!(pagePaths as readonly string[]).includes(path))
    console.warn(
      `Note: ${path} is not in the route table (src/site/pages.ts); measuring it anyway.`,
    )
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------
// The site under test

let server: ChildProcess | undefined

/** Serves the built site with the real server (same Node binary) and waits until it answers. */
async function startSite(): Promise<string> {
  const clientDir = resolve(root, process.env.CLIENT_DIR || 'dist/client')
  if (!existsSync(resolve(clientDir, 'index.html')))
    fail(`No built site at ${clientDir}. Run npm run build first.`)
  const base = `http://localhost:${PORT}`
  let stderr = ''
  server = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    // Loopback only: nothing outside this machine needs to reach the benchmark server.
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  let exited = false
  server.on('exit', () => {
    exited = true
  })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (exited) fail(`The site server exited before answering:\n${stderr}`)
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/`)
      if (response.ok) return base
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  await stopSite()
  fail(`The site server did not answer on port ${PORT} within 20 s.\n${stderr}`)
}

async function stopSite() {
  const child = server
  server = undefined
  if (!child || child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  // server/main.ts closes gracefully within 5 s; do not hang the benchmark if it does not.
  const timer = setTimeout(() => child.kill('SIGKILL'), 6000)
  await exited
  clearTimeout(timer)
}

process.on('SIGINT', () => {
  void stopSite().then(() => process.exit(130))
})

// ---------------------------------------------------------------------------------------------
// Lighthouse pass

const environment = { lighthouseVersion: '', chrome: '' }
/**
 * Lighthouse's CPU benchmark of every run. Simulated throttling scales the main-thread work it
 * observed, so a busy machine (a build running next to it) inflates TBT and lowers performance.
 */
const benchmarkIndexes: number[] = []

/** One Lighthouse run in a fresh Chromium: no cache or state can leak from the previous page. */
async function runLighthouse(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  })
  try {
    // No config: Lighthouse's default config is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    // Versions as reported by the run itself, for the header of the report.
    environment.lighthouseVersion = result.lhr.lighthouseVersion
    environment.chrome =
      result.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'
    return result.lhr
  } finally {
    chrome.kill()
  }
}

const score = (lhr: Result, category: Category): number | null => {
  const value = lhr.categories[category]?.score
  return value == null ? null : Math.round(value * 100)
}

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null

/** Transfer sizes by resource type from the resource-summary audit. */
function transferKB(lhr: Result, resourceType: string): number | null {
  const details = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined
  const row = details?.items?.find((item) => item.resourceType === resourceType)
  return row?.transferSize == null ? null : Math.round(row.transferSize / 102.4) / 10
}

type DetailItem = {
  url?: unknown
  source?: { url?: unknown }
  node?: { selector?: unknown; snippet?: unknown }
  subItems?: { items?: DetailItem[] }
}

/**
 * The first few things an audit points at: a URL, a source location or a DOM node. Details
 * shapes vary per audit (tables, lists, checklists), so anything unrecognised is skipped.
 */
function offenders(details: unknown, limit = 3): string[] {
  const found: string[] = []
  const visit = (value: unknown) => {
    if (found.length >= limit || !value || typeof value !== 'object') return
    const item = value as DetailItem & { items?: unknown }
    const label =
      (typeof item.url === 'string' && item.url) ||
      (typeof item.source?.url === 'string' && item.source.url) ||
      (typeof item.node?.selector === 'string' &&
        `${item.node.selector}${typeof item.node.snippet === 'string' ? ` ${item.node.snippet}` : ''}`)
    if (label) {
      const short = label.length > 160 ? `${label.slice(0, 157)}…` : label
      if (!found.includes(short)) found.push(short)
      return
    }
    // Containers: table/opportunity items, list details, and insight sub-tables.
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child)
  }
  visit((details as { items?: unknown } | undefined)?.items)
  return found
}

function failedAudits(lhr: Result): { failed: FailedAudit[]; errored: string[] } {
  const failed: FailedAudit[] = []
  const errored: string[] = []
  const seen = new Set<string>()
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || seen.has(ref.id) || NOT_GRADED.has(audit.scoreDisplayMode)) continue
      seen.add(ref.id)
      if (audit.scoreDisplayMode === 'error') {
        errored.push(`${ref.id}: ${audit.errorMessage ?? 'error'}`)
      } else if (audit.score !== null && audit.score < 1) {
        failed.push({
          id: ref.id,
          category,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
          items: offenders(audit.details),
        })
      }
    }
  }
  // Worst first within each category, so the biggest problems head the list.
  failed.sort(
    (a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || a.score - b.score,
  )
  return { failed, errored }
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function measureRoute(base: string, path: string): Promise<RouteResult> {
  const lhrs: Result[] = []
  let error: string | undefined
  for (let run = 0; run < runs; run++) {
    try {
      let lhr = await runLighthouse(base + path)
      // A failed page load (e.g. a 404 while someone rebuilds dist/) gets one more chance.
      if (lhr.runtimeError) {
        await new Promise((done) => setTimeout(done, 3000))
        lhr = await runLighthouse(base + path)
      }
      lhrs.push(lhr)
      benchmarkIndexes.push(lhr.environment.benchmarkIndex)
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught)
    }
  }
  const performanceRuns = lhrs.map((lhr) => score(lhr, 'performance'))
  const graded = performanceRuns.filter((value): value is number => value !== null)
  const medianPerformance = graded.length ? median(graded) : null
  // The other columns come from the run whose performance is closest to the median, so that a
  // row describes one real page load rather than a mix of runs.
  const representative = lhrs.toSorted(
    (a, b) =>
      Math.abs((score(a, 'performance') ?? -1e9) - (medianPerformance ?? 0)) -
      Math.abs((score(b, 'performance') ?? -1e9) - (medianPerformance ?? 0)),
  )[0]
  if (!representative) {
    return {
      path,
      scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
      performanceRuns,
      lcpSeconds: null,
      cls: null,
      tbtMs: null,
      scriptKB: null,
      totalKB: null,
      benchmarkIndex: null,
      failed: [],
      errored: [],
      warnings: [],
      error: error ?? 'no Lighthouse result',
    }
  }
  const lhr = representative
  const lcp = numeric(lhr, 'largest-contentful-paint')
  const tbt = numeric(lhr, 'total-blocking-time')
  const cls = numeric(lhr, 'cumulative-layout-shift')
  return {
    path,
    scores: {
      performance: medianPerformance,
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    performanceRuns,
    lcpSeconds: lcp === null ? null : Math.round(lcp / 100) / 10,
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    tbtMs: tbt === null ? null : Math.round(tbt),
    scriptKB: transferKB(lhr, 'script'),
    totalKB: transferKB(lhr, 'total'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    ...failedAudits(lhr),
    warnings: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map(String),
    ],
    error,
  }
}

// ---------------------------------------------------------------------------------------------
// Without-JavaScript pass

/**
 * Lighthouse 13 has no setting to disable JavaScript, so this pass uses Playwright with
 * javaScriptEnabled: false. It emulates the same phone and applies Lighthouse's mobile network
 * and CPU throttling through DevTools, so the times are in the same ballpark as the mobile run
 * (observed, not simulated, so not directly comparable with Lighthouse's LCP).
 */
async function measureWithoutJs(base: string, list: string[]): Promise<NoJsResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const network = throttling.mobileSlow4G
  const results: NoJsResult[] = []
  try {
    for (const path of list) {
      // A fresh context per page: an empty cache, as for a first visit.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
        locale: 'es-MX',
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      let bytes = 0
      let requests = 0
      cdp.on('Network.loadingFinished', (event) => {
        bytes += event.encodedDataLength
        requests++
      })
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.requestLatencyMs,
        downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier })
      const result: NoJsResult = {
        path,
        status: null,
        h1Visible: false,
        h1Text: '',
        loadSeconds: null,
        fcpSeconds: null,
        transferredKB: 0,
        requests: 0,
      }
      try {
        const response = await page.goto(base + path, { waitUntil: 'load', timeout: 90_000 })
        result.status = response?.status() ?? null
        // Let late requests (lazy images in view) finish so their bytes are counted.
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
        // Synchronous evaluation only: with scripts disabled, timers and observers never fire.
        const timing = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[]
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]
          return { load: navigation?.loadEventStart ?? null, fcp: fcp?.startTime ?? null }
        })
        result.loadSeconds = timing.load === null ? null : Math.round(timing.load / 100) / 10
        result.fcpSeconds = timing.fcp === null ? null : Math.round(timing.fcp / 100) / 10
        const h1 = page.locator('h1').first()
        if ((await h1.count()) > 0) {
          result.h1Text = ((await h1.textContent()) ?? '').trim().replace(/\s+/g, ' ')
          // isVisible() ignores opacity; a reveal-on-scroll animation that never runs without
          // JavaScript would leave the heading at opacity 0, which is what we want to catch.
          result.h1Visible =
            (await h1.isVisible()) &&
            (await h1.evaluate((element) => {
              for (let node: Element | null = element; node; node = node.parentElement) {
                if (Number(getComputedStyle(node).opacity) === 0) return false
              }
              return true
            }))
        }
      } catch (caught) {
        result.error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught)
      }
      result.transferredKB = Math.round(bytes / 102.4) / 10
      result.requests = requests
      results.push(result)
      console.log(
        `  no-JS ${path}: h1 ${result.h1Visible ? 'visible' : 'NOT visible'}, load ${result.loadSeconds ?? '–'} s, ${result.transferredKB} KB${result.error ? ` (${result.error})` : ''}`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

// ---------------------------------------------------------------------------------------------
// Report

const cell = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '–' : String(value)

/** A Markdown table; columns holding numbers are right-aligned. */
function table(header: string[], rows: (string | number | null)[][]): string {
  const numericColumn = (i: number) => rows.some((row) => typeof row[i] === 'number')
  const rule = header.map((_, i) => (numericColumn(i) ? '---:' : '---'))
  const lines = [header, rule, ...rows.map((row) => row.map(cell))]
  return lines.map((line) => `| ${line.join(' | ')} |`).join('\n')
}

function misses(route: RouteResult): string[] {
  if (route.error && route.scores.performance === null) return [`no result (${route.error})`]
  return CATEGORIES.filter((category) => (route.scores[category] ?? 0) < TARGETS[category]).map(
    (category) =>
      route.scores[category] === null
        ? `${category} not scored`
        : `${category} ${route.scores[category]} < ${TARGETS[category]}`,
  )
}

function formatAudit(audit: FailedAudit, base: string): string {
  const value = audit.displayValue ? ` — ${audit.displayValue}` : ''
  const line = `\`${audit.id}\` (${audit.category}, score ${Math.round(audit.score * 100) / 100}): ${audit.title}${value}`
  // Same-origin URLs shortened to their path; backticks keep HTML snippets literal in Markdown.
  const items = audit.items.map(
    (item) => `  - \`${item.replaceAll(base, '').replaceAll('`', "'").replace(/\s+/g, ' ')}\``,
  )
  return [line, ...items].join('\n')
}

function markdown(base: string, results: RouteResult[], noJs: NoJsResult[], meta: Meta): string {
  const targets = `**Targets:** performance ≥ ${TARGETS.performance} on every route; accessibility, best practices and SEO ${TARGETS.accessibility}.`
  const performanceLabel = runs > 1 ? `Perf (median of ${runs})` : 'Perf'
  const main = table(
    [
      'Route',
      performanceLabel,
      'A11y',
      'Best pr.',
      'SEO',
      'LCP (s)',
      'CLS',
      'TBT (ms)',
      'JS (KB)',
      'Total (KB)',
    ],
    results.map((route) => [
      `\`${route.path}\``,
      route.scores.performance,
      route.scores.accessibility,
      route.scores['best-practices'],
      route.scores.seo,
      route.lcpSeconds,
      route.cls,
      route.tbtMs,
      route.scriptKB,
      route.totalKB,
    ]),
  )
  const missed = results.filter((route) => misses(route).length > 0)
  const missLines = missed.length
    ? missed.map((route) => `- \`${route.path}\`: ${misses(route).join(', ')}`).join('\n')
    : 'Every route meets the targets.'

  // Audits failing everywhere are listed once, so the per-route lists show what is specific.
  const everywhere = results.length > 1 ? commonFailures(results) : new Set<string>()
  const common = results
    .flatMap((route) => route.failed)
    .filter(
      (audit, index, all) =>
        everywhere.has(audit.id) && all.findIndex((a) => a.id === audit.id) === index,
    )
  const perRoute = results
    .map((route) => {
      const own = route.failed.filter((audit) => !everywhere.has(audit.id))
      const lines = [
        ...own.map((audit) => `- ${formatAudit(audit, base)}`),
        ...route.errored.map((message) => `- audit error: ${message}`),
        ...route.warnings.map((message) => `- warning: ${message}`),
        ...(route.error ? [`- run error: ${route.error}`] : []),
      ]
      return `### \`${route.path}\`\n\n${lines.length ? lines.join('\n') : '- nothing beyond the common list'}`
    })
    .join('\n\n')

  const noJsTable = table(
    [
      'Route',
      'Status',
      'h1 visible',
      'Load (s)',
      'FCP (s)',
      'Transferred (KB)',
      'Requests',
      'With JS (KB)',
      'h1',
    ],
    noJs.map((row) => [
      `\`${row.path}\``,
      row.status,
      row.error ? `error: ${row.error}` : row.h1Visible ? 'yes' : '**no**',
      row.loadSeconds,
      row.fcpSeconds,
      row.transferredKB,
      row.requests,
      results.find((route) => route.path === row.path)?.totalKB ?? null,
      row.h1Text ? row.h1Text.replaceAll('|', '\\|').slice(0, 60) : '–',
    ]),
  )

  return `# Web benchmark

${targets}

Measured ${meta.date} against ${base} — Lighthouse ${meta.lighthouseVersion}, mobile preset (Moto G Power emulation, simulated slow 4G, 4× CPU), ${meta.chrome}, ${runs} run(s) per route. Load average ${meta.loadAverage.join(' → ')} on ${cpus().length} cores; CPU benchmark index ${meta.benchmarkIndex}.
${meta.notes.map((note) => `\n> ⚠ ${note}`).join('\n')}

${main}

## Routes missing the targets

${missLines}

## Failed audits

Score below 1, leaving out informative, manual and not-applicable audits.

### On every route

Values and examples as measured on \`${results[0]?.path ?? '/'}\`.

${common.length ? common.map((audit) => `- ${formatAudit(audit, base)}`).join('\n') : '- none'}

${perRoute}

## The same pages without JavaScript

Playwright, JavaScript disabled, same phone emulation with Lighthouse's mobile throttling applied through DevTools (observed times, not simulated). "Load" is the load event, "With JS" the total transfer of the Lighthouse run.

${noJsTable}
`
}

function commonFailures(results: RouteResult[]): Set<string> {
  const graded = results.filter((route) => route.scores.performance !== null)
  const [first, ...rest] = graded
  if (!first) return new Set()
  return new Set(
    first.failed
      .map((audit) => audit.id)
      .filter((id) => rest.every((route) => route.failed.some((audit) => audit.id === id))),
  )
}

type Meta = {
  date: string
  lighthouseVersion: string
  chrome: string
  /** 1-minute load average at the start and at the end of the Lighthouse pass. */
  loadAverage: number[]
  benchmarkIndex: string
  notes: string[]
}

const loadAverage = () => Math.round((loadavg()[0] ?? 0) * 10) / 10

/** When dist/client/index.html was last written, to notice a rebuild in the middle of a run. */
const buildStamp = (): number | null => {
  const clientDir = resolve(root, process.env.CLIENT_DIR || 'dist/client')
  return existsSync(resolve(clientDir, 'index.html'))
    ? statSync(resolve(clientDir, 'index.html')).mtimeMs
    : null
}

// ---------------------------------------------------------------------------------------------
// Main

const base = args.url ? args.url.replace(/\/$/, '') : await startSite()
try {
  console.log(`Lighthouse (mobile) on ${paths.length} route(s) at ${base}, ${runs} run(s) each…`)
  const results: RouteResult[] = []
  const meta: Meta = {
    date: new Date().toISOString(),
    lighthouseVersion: '',
    chrome: '',
    loadAverage: [loadAverage()],
    benchmarkIndex: '',
    notes: [],
  }
  if ((meta.loadAverage[0] ?? 0) > cpus().length)
    console.warn(
      `Warning: load average ${meta.loadAverage[0]} on ${cpus().length} cores; performance scores will be low and noisy.`,
    )
  const stampAtStart = args.url ? null : buildStamp()
  for (const [index, path] of paths.entries()) {
    const started = Date.now()
    const route = await measureRoute(base, path)
    results.push(route)
    if (stampAtStart !== null && buildStamp() !== stampAtStart && meta.notes.length === 0) {
      meta.notes.push(
        `dist/client was rebuilt during the run (noticed after ${path}): results may mix builds or catch a half-written one. Run again on a quiet tree.`,
      )
      console.warn(`Warning: ${meta.notes[0]}`)
    }
    const s = route.scores
    console.log(
      `[${index + 1}/${paths.length}] ${path}: perf ${cell(s.performance)}, a11y ${cell(s.accessibility)}, bp ${cell(s['best-practices'])}, seo ${cell(s.seo)} (${((Date.now() - started) / 1000).toFixed(1)} s)${route.error ? ` — ${route.error}` : ''}`,
    )
  }
  meta.lighthouseVersion = environment.lighthouseVersion
  meta.chrome = environment.chrome
  meta.loadAverage.push(loadAverage())
  meta.benchmarkIndex = benchmarkIndexes.length
    ? `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`
    : '–'
  if (Math.max(...meta.loadAverage) > cpus().length)
    meta.notes.push(
      `The machine was busy (load average above ${cpus().length}): simulated throttling scales the CPU work it observed, so TBT is inflated and performance understated.`,
    )

  console.log('Without JavaScript…')
  const noJs = await measureWithoutJs(base, paths)

  const report = markdown(base, results, noJs, meta)
  await mkdir(outDir, { recursive: true })
  await writeFile(resolve(outDir, 'web.md'), report)
  await writeFile(
    resolve(outDir, 'web.json'),
    `${JSON.stringify({ ...meta, base, runs, targets: TARGETS, routes: results, noJavaScript: noJs }, null, 2)}\n`,
  )
  console.log(`\n${report}`)
  const missed = results.filter((route) => misses(route).length > 0)
  console.log(
    missed.length
      ? `Routes missing the targets:\n${missed.map((route) => `  ${route.path}: ${misses(route).join(', ')}`).join('\n')}`
      : 'Every route meets the targets.',
  )
  console.log('Written bench-results/web.md and bench-results/web.json')
} finally {
  await stopSite()
}
