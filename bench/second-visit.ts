/**
 * A returning visitor on a slow connection, without and with the service worker, side by side:
 * a first visit to the home page (the worker, when allowed, installs and keeps what it keeps),
 * then a second visit to a line page and to the home page again. Each second visit's load event,
 * largest contentful paint and bytes from the network, median of --runs (3) fresh browser
 * profiles per mode. Also what the worker downloads in the background of a first visit.
 *
 * Usage: npx node bench/second-visit.ts [--url http://localhost:4500] [--runs 3]
 * Without --url it serves dist/ itself on port 4591. The connection: 300 ms round trip,
 * 780 kb/s down, 330 kb/s up (a weak 3G), the processor slowed 4×.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

const { values } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '3' } },
})
const runs = Number(values.runs)
const root = resolve(import.meta.dirname, '..')
const SLOW = { offline: false, latency: 300, downloadThroughput: 97_500, uploadThroughput: 41_250 }
const SECOND_VISITS = ['/birlos-automotrices', '/']

async function startServer(): Promise<{ base: string; server: ChildProcess }> {
  const port = 4591
  const server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VITALS_DB: 'off' },
    stdio: 'ignore',
  })
  const base = `http://localhost:${port}`
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, server }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error('the server did not start')
}

type Visit = { load: number; lcp: number; networkBytes: number }

/**
 * Slows every service worker of the browser as the pages are slowed: its network-first fetches
 * cross the same weak connection (CDP's page emulation does not reach a worker's own target).
 */
async function slowWorkers(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession()
  let id = 0
  cdp.on('Target.targetCreated', async ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: targetInfo.targetId,
      flatten: false,
    })
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW],
    ] as const)
      await cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: ++id, method, params }),
        })
        .catch(() => {})
  })
  await cdp.send('Target.setDiscoverTargets', { discover: true })
}

/** Bytes that crossed the network for a page: its own requests and its worker's. */
function countNetwork(page: Page): () => number {
  let bytes = 0
  page.context().on('requestfinished', async (request) => {
    try {
      if ((await request.response())?.fromServiceWorker()) return
      // A body the browser took from its HTTP cache has no size (-1): nothing crossed.
      bytes += Math.max(0, (await request.sizes()).responseBodySize)
    } catch {
      // The context closed meanwhile: the run is over.
    }
  })
  return () => bytes
}

/** Loads a page on the slow connection; its load event, LCP and bytes that crossed the network. */
async function visit(page: Page, url: string, network: () => number): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', SLOW)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const before = network()
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  const timing = await page.evaluate(
    () =>
      new Promise<{ load: number; lcp: number }>((done) => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[]
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1)
          done({ load: navigation?.loadEventStart ?? 0, lcp: last?.startTime ?? 0 })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  await cdp.detach()
  return { ...timing, networkBytes: network() - before }
}

async function run(browser: Browser, base: string, worker: boolean) {
  const context = await browser.newContext({
    serviceWorkers: worker ? 'allow' : 'block',
    viewport: { width: 360, height: 640 },
    isMobile: true,
  })
  const page = await context.newPage()
  const network = countNetwork(page)
  await page.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 })
  if (worker) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.waitForTimeout(2_000)
  }
  // What the first visit downloaded, the worker's background work included.
  const backgroundBytes = network()
  const second: Record<string, Visit> = {}
  for (const path of SECOND_VISITS) second[path] = await visit(page, `${base}${path}`, network)
  await context.close()
  return { second, backgroundBytes }
}

const median = (numbers: number[]) =>
  numbers.sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0

const started = new Date()
const own = values.url ? null : await startServer()
const base = values.url ?? own?.base ?? ''
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
await slowWorkers(browser)
try {
  const results = {
    without: [] as Awaited<ReturnType<typeof run>>[],
    with: [] as Awaited<ReturnType<typeof run>>[],
  }
  // In turn, so that a change in the machine's load falls on both.
  for (let i = 0; i < runs; i++) {
    results.without.push(await run(browser, base, false))
    results.with.push(await run(browser, base, true))
  }
  console.log(
    `Second visit, ${SLOW.latency} ms RTT, ${(SLOW.downloadThroughput * 8) / 1000} kb/s down, CPU 4×, median of ${runs}, ${started.toISOString()}, load average ${loadavg()[0]?.toFixed(1)}`,
  )
  console.log('| page | without worker: load / LCP / network | with worker: load / LCP / network |')
  console.log('| --- | --- | --- |')
  for (const path of SECOND_VISITS) {
    const cell = (list: Awaited<ReturnType<typeof run>>[]) => {
      const visits = list.map((result) => result.second[path] as Visit)
      return `${median(visits.map((v) => v.load)).toFixed(0)} ms / ${median(visits.map((v) => v.lcp)).toFixed(0)} ms / ${(median(visits.map((v) => v.networkBytes)) / 1024).toFixed(1)} KB`
    }
    console.log(`| ${path} | ${cell(results.without)} | ${cell(results.with)} |`)
  }
  const firstVisit = (list: Awaited<ReturnType<typeof run>>[]) =>
    (median(list.map((r) => r.backgroundBytes)) / 1024).toFixed(1)
  console.log(
    `A first visit to / downloads (bodies as sent): ${firstVisit(results.without)} KB without the worker, ${firstVisit(results.with)} KB with it (the worker's background precache and kept pages included)`,
  )
} finally {
  await browser.close()
  own?.server.kill()
}
