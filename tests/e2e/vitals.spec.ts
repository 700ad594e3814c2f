import { execFileSync } from 'node:child_process'
import { E2E_VITALS_DB, scrollToCatalogue, waitForHydration } from './helpers'
import { type BrowserContext, expect, type Page, test } from './test'

// Real visitors' vitals end to end: the built site (made with VITE_VITALS_ENDPOINT=/api/vitals)
// sends a visit's metrics in one beacon when the page is hidden, the server stores them, and
// `npm run vitals` reports them. The whole suite's visits send beacons to the same database, so
// the checks compare counts before and after.

type Report = {
  lines: { route: string; device: string; counts: Record<string, number> }[]
  refusals: Record<string, number>
}

/** `npm run vitals`, as printed (text) or as data (--json). */
function vitals(json: true): Report
function vitals(json: false): string
function vitals(json: boolean): Report | string {
  const output = execFileSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/vitals.ts', ...(json ? ['--json'] : [])],
    { env: { ...process.env, VITALS_DB: E2E_VITALS_DB }, encoding: 'utf8' },
  )
  return json ? (JSON.parse(output) as Report) : output
}

const stored = (route: string, metric: string) =>
  vitals(true)
    .lines.filter((line) => line.route === route && line.device === 'desktop')
    .reduce((sum, line) => sum + (line.counts[metric] ?? 0), 0)

const SENT = 'e2e:vitals-beacons'

/**
 * Records each beacon the pages of a context send, in sessionStorage, which outlives the page
 * that sends it (a beacon leaves as its page goes); `sent` reads them on the next page.
 */
async function recordBeacons(context: BrowserContext) {
  await context.addInitScript((key) => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
      sessionStorage.setItem(key, JSON.stringify([...list, String(data)]))
      return send(url, data)
    }
  }, SENT)
}

/** Leaves the page for another of the site (hiding it) and reads the beacons sent so far. */
async function leaveAndReadBeacons(page: Page): Promise<string[]> {
  await page.goto('/aviso-de-privacidad')
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), SENT)
}

/** Opens a page and waits until the vitals code has arrived (after load and idle) and run. */
async function visit(page: Page, path: string) {
  const loaded = page.waitForResponse((response) =>
    /\/send-vitals-[\w-]+\.js$/.test(response.url()),
  )
  await page.goto(path)
  await waitForHydration(page)
  await loaded
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 50))))
}

test('a visit sends one beacon with its metrics, and npm run vitals shows it', async ({
  page,
  context,
}) => {
  const route = '/pernos-para-puerta'
  const before = stored(route, 'TTFB')
  await recordBeacons(context)
  // web-vitals sees only the interactions after it starts observing event timings (the buffer
  // keeps only slow ones): note when it does, and interact after that.
  await context.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe
    PerformanceObserver.prototype.observe = function (options) {
      const seen = window as unknown as { observedEntryTypes?: string[] }
      seen.observedEntryTypes = [...(seen.observedEntryTypes ?? []), options?.type ?? '']
      return observe.call(this, options)
    }
  })
  await visit(page, route)
  await page.waitForFunction(() =>
    (window as unknown as { observedEntryTypes?: string[] }).observedEntryTypes?.includes('event'),
  )
  // An interaction, so that INP has something to measure: a search in the catalogue, whose code
  // loads as the visitor scrolls near it.
  await scrollToCatalogue(page)
  await page.getByRole('searchbox').click()
  await page.keyboard.type('ts')
  await expect(page.getByRole('status')).toContainText(/resultados/)
  // The browser reports an interaction's timing after its next paint, later still on a busy
  // machine: leave only once it has, or the beacon goes without INP.
  await page.evaluate(
    () =>
      new Promise<void>((reported) => {
        new PerformanceObserver((_list, observer) => {
          observer.disconnect()
          reported()
        }).observe({ type: 'first-input', buffered: true })
      }),
  )
  // web-vitals takes the interaction into INP in an idle callback; a page hidden before that
  // reports no INP. Idle callbacks run in the order asked, so one asked now runs after it.
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)))
  // Leaving the page hides it: the moment web-vitals settles CLS, INP and LCP.
  const sent = await leaveAndReadBeacons(page)
  expect(sent).toHaveLength(1)
  const beacon = JSON.parse(sent[0] ?? '')
  expect(beacon).toEqual({
    route,
    device: 'desktop',
    metrics: {
      TTFB: expect.any(Number),
      FCP: expect.any(Number),
      LCP: expect.any(Number),
      CLS: expect.any(Number),
      INP: expect.any(Number),
    },
  })
  // Nothing that names the visitor: only the route pattern, a device class and five numbers.
  expect(Object.keys(beacon)).toEqual(['route', 'device', 'metrics'])

  // Stored (other tests' visits may add to the same route meanwhile).
  await expect
    .poll(() => stored(route, 'TTFB'), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(before + 1)

  const report = vitals(false)
  expect(report).toMatch(/Route\s+Device\s+LCP\s+INP\s+CLS\s+FCP\s+TTFB/)
  expect(report).toMatch(new RegExp(`^${route}\\s+desktop\\s+\\d+ ms`, 'm'))
})

test('a product page reports its route pattern, not its address', async ({ page, context }) => {
  await recordBeacons(context)
  await visit(page, '/pernos-para-puerta/pp-12?ref=prueba')
  const sent = await leaveAndReadBeacons(page)
  expect(sent).toHaveLength(1)
  expect(JSON.parse(sent[0] ?? '').route).toBe('/$linea/$clave')
})

test('malformed, unknown and oversized beacons are refused and counted', async ({ request }) => {
  const before = vitals(true).refusals
  const post = (data: string) =>
    request.post('/api/vitals', { data, headers: { 'Content-Type': 'text/plain' } })
  const beacon = { route: '/', device: 'desktop', metrics: { LCP: 1200 } }

  expect((await post('{"route": "/", "device":')).status()).toBe(400)
  expect((await post(JSON.stringify({ ...beacon, metrics: { FID: 12 } }))).status()).toBe(400)
  expect(
    (await post(JSON.stringify({ ...beacon, route: '/x?email=ana@taller.mx' }))).status(),
  ).toBe(400)
  expect((await post(JSON.stringify({ ...beacon, route: '/wp-login.php' }))).status()).toBe(400)
  const oversized = JSON.stringify({ ...beacon, padding: 'x'.repeat(4096) })
  expect((await post(oversized)).status()).toBe(413)

  // The server counts refusals in memory and writes them every few seconds.
  const grown = () => {
    const after = vitals(true).refusals
    const grew = (reason: string) => (after[reason] ?? 0) - (before[reason] ?? 0)
    return { json: grew('json'), metric: grew('metric'), route: grew('route'), size: grew('size') }
  }
  await expect.poll(grown, { timeout: 15_000 }).toEqual({ json: 1, metric: 1, route: 2, size: 1 })
  expect(vitals(false)).toMatch(/Refused beacons: .*size \d+/)
})

test('a browser that asks not to be tracked sends nothing, not even loads the code', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })
  })
  await recordBeacons(context)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/pernos-para-puerta')
  await waitForHydration(page)
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))))
  const sent = await leaveAndReadBeacons(page)
  expect(scripts.filter((url) => url.includes('send-vitals'))).toEqual([])
  expect(sent).toEqual([])
})
