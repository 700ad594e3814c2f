import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { MODAL_STORAGE_KEY } from '../../src/sections/bolt-anatomy/timing.ts'
import { installProbe } from './probe.ts'

export type Sample = { action: string; results: number; event: number; changed: boolean }

/** Typed one key at a time; the last is a misspelling ('sentar' for Sentra). */
export const QUERIES = ['tsuru', 'pp 12', 'sentar']

/** Each filter click, with the link it follows (make, model, year, then clearing both). */
export const FILTERS: { action: string; name: RegExp }[] = [
  { action: 'make (Nissan)', name: /^Nissan(\s|$)/ },
  { action: 'model (Tsuru)', name: /^Tsuru(\s|$)/ },
  { action: 'year (2010)', name: /^2010$/ },
  { action: 'all years', name: /^Todos los años$/ },
  { action: 'clear (Mostrar todos)', name: /^Mostrar todos(\s|$)/ },
]

type Bench = {
  __bench: {
    arm: () => void
    settle: () => Promise<Omit<Sample, 'action'>>
  }
}

/** The screens the bench measures on: a phone as Lighthouse emulates one, and a laptop's. */
export const SCREENS = {
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
} as const
export type Screen = keyof typeof SCREENS

/** The catalogue's section (the page has other search forms: the header's, the vehicle finder). */
export const CATALOGUE = '[data-section="catalogue"]'

/**
 * The name of the timeline measure a build that searched in the browser wrote once its search
 * index was built (the catalogue's MiniSearch index, gone since the server searches).
 */
const SEARCH_INDEX_MEASURE = 'catalogue:search-index'

/**
 * Whether the build in `dist` builds a search index of the catalogue in the browser: its pages
 * are then measured once the index is built, as a visitor who scrolled to the list and paused.
 */
export function buildsSearchIndex(dist: string): boolean {
  const assets = join(dist, 'client/assets')
  return readdirSync(assets).some(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(join(assets, file), 'utf8').includes(SEARCH_INDEX_MEASURE),
  )
}

/**
 * A page on a 4× slower CPU, the probe installed, the catalogue loaded with its cards. With
 * `latencyMs`, every request of the page takes that much longer (a phone's network), as Chromium
 * emulates it.
 */
export async function openCatalogue(
  browser: Browser,
  url: string,
  rate: number,
  { latencyMs = 0, screen = 'desktop' as Screen, searchIndex = false, worker = true } = {},
): Promise<Page> {
  // Reduced motion makes the scroll to the results instant: the time is the rendering's, not a
  // scroll animation's (on a phone the cards come into view, and are drawn, as it scrolls).
  const context = await browser.newContext({
    ...SCREENS[screen],
    reducedMotion: 'reduce',
    serviceWorkers: worker ? 'allow' : 'block',
  })
  const page = await context.newPage()
  // Closing the page closes its context too (each page has its own screen); a context the
  // browser's own closing got to first is no failure of the bench.
  page.on('close', () => context.close().catch(() => {}))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  if (latencyMs > 0) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
  }
  await page.addInitScript(installProbe)
  // The bolt-anatomy modal was "just shown", so it stays out of the way, as in the e2e tests.
  await page.addInitScript(
    (key) => localStorage.setItem(key, String(Date.now())),
    MODAL_STORAGE_KEY,
  )
  await page.goto(`${url}/pernos-para-puerta`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // The catalogue's code and data load as it nears the screen: scrolled to, as a visitor does.
  await page.evaluate(() => document.getElementById('catalogo')?.scrollIntoView())
  await page.locator(`${CATALOGUE} article`).first().waitFor()
  if (searchIndex) {
    await page.waitForFunction(
      (name) => performance.getEntriesByName(name, 'measure').length > 0,
      SEARCH_INDEX_MEASURE,
    )
  } else {
    // A list prerendered with the page answers once it has hydrated (it marks itself then).
    await page.locator(`${CATALOGUE} [data-hydrated]`).waitFor({ state: 'attached' })
  }
  return page
}

/**
 * The duration of the first search index build of the page (all products), in a build that
 * builds one (NaN otherwise).
 */
export function indexBuildTime(page: Page): Promise<number> {
  return page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? Number.NaN,
    SEARCH_INDEX_MEASURE,
  )
}

/** What a first visit downloads, compressed as sent (bytes on the wire, headers included). */
export type FirstUse = { total: number; api: number; largest: { url: string; bytes: number } }

/**
 * What a visitor's first use of the catalogue downloads with an empty cache: the door-pins page
 * opened, scrolled to the catalogue, its cards shown, then everything the page asks for until
 * the network is quiet (whatever loads once the page is idle included).
 */
export async function firstUseBytes(
  browser: Browser,
  url: string,
  screen: Screen,
): Promise<FirstUse> {
  const context = await browser.newContext({ ...SCREENS[screen], reducedMotion: 'reduce' })
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const urls = new Map<string, string>()
    const bytes = new Map<string, number>()
    const pending = new Set<string>()
    let lastActivity = Date.now()
    cdp.on('Network.requestWillBeSent', (event) => {
      urls.set(event.requestId, event.request.url)
      pending.add(event.requestId)
      lastActivity = Date.now()
    })
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength)
      pending.delete(event.requestId)
      lastActivity = Date.now()
    })
    cdp.on('Network.loadingFailed', (event) => {
      pending.delete(event.requestId)
      lastActivity = Date.now()
    })
    await page.addInitScript(
      (key) => localStorage.setItem(key, String(Date.now())),
      MODAL_STORAGE_KEY,
    )
    await page.goto(`${url}/pernos-para-puerta`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.evaluate(() => document.getElementById('catalogo')?.scrollIntoView())
    await page.locator(`${CATALOGUE} article`).first().waitFor()
    // Quiet: nothing under way and nothing new for a second and a half.
    while (pending.size > 0 || Date.now() - lastActivity < 1500) await page.waitForTimeout(100)
    let total = 0
    let api = 0
    let largest = { url: '', bytes: 0 }
    for (const [id, size] of bytes) {
      const address = urls.get(id) ?? ''
      total += size
      if (new URL(address, url).pathname.startsWith('/api/')) api += size
      if (size > largest.bytes) largest = { url: address.replace(url, ''), bytes: size }
    }
    return { total, api, largest }
  } finally {
    await context.close()
  }
}

/** Starts watching the results for the next action. */
export function armProbe(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as Bench).__bench.arm())
}

async function timed(page: Page, action: string, act: () => Promise<void>): Promise<Sample> {
  await armProbe(page)
  await act()
  const sample = await page.evaluate(() => (window as unknown as Bench).__bench.settle())
  return { action, ...sample }
}

/** Types each query a key at a time, then clears the box with one key; a sample per key. */
export async function typeQueries(page: Page): Promise<Sample[]> {
  const samples: Sample[] = []
  const box = page.locator(CATALOGUE).getByRole('searchbox')
  for (const query of QUERIES) {
    await box.click()
    for (const key of query) {
      samples.push(await timed(page, 'keystroke', () => page.keyboard.press(key)))
      // A visitor's pace: the next key comes after this one's results, as measured.
      await page.waitForTimeout(120)
    }
    await page.keyboard.press('Control+A')
    const cleared = await timed(page, 'keystroke', () => page.keyboard.press('Backspace'))
    // Clearing a search always brings back the whole list (see clickFilters): a clear the probe
    // saw change nothing is said, and its time is that of the key's own paint.
    if (!cleared.changed) console.warn(`Clearing "${query}": the probe saw the results unchanged`)
    samples.push(cleared)
    // Lets the URL follow the box (after its pause) before the next query.
    await page.waitForTimeout(500)
  }
  return samples
}

/** On a phone the filters fold into one button after each choice: a visitor opens it first. */
export async function openFilters(page: Page): Promise<void> {
  const disclosure = page
    .getByRole('complementary', { name: 'Filtros del catálogo' })
    .locator('button[aria-expanded]')
  if (
    (await disclosure.isVisible()) &&
    (await disclosure.getAttribute('aria-expanded')) === 'false'
  ) {
    await disclosure.click()
    await page.waitForTimeout(300)
  }
}

/** A filter of the catalogue: a link, or a button in builds before the filters were links. */
export function filterControl(page: Page, name: RegExp) {
  const catalogue = page.locator(CATALOGUE)
  return catalogue.getByRole('link', { name }).or(catalogue.getByRole('button', { name })).first()
}

/**
 * Clicks make, model, year, 'all years' and 'Mostrar todos' in turn; a sample per click. With
 * `pressMs`, the button is held down that long before it is let go (a finger's tap lasts about
 * 50–100 ms; Playwright's own click, a few).
 */
export async function clickFilters(page: Page, { pressMs = 0 } = {}): Promise<Sample[]> {
  const samples: Sample[] = []
  for (const filter of FILTERS) {
    await openFilters(page)
    const button = filterControl(page, filter.name)
    await button.waitFor()
    await button.scrollIntoViewIfNeeded()
    const sample = await timed(page, filter.action, () => button.click({ delay: pressMs }))
    // Every filter changes at least the results line: a sample without a change means the probe
    // watched the wrong element and timed only the first paint.
    if (!sample.changed) throw new Error(`${filter.action}: the probe saw the results unchanged`)
    samples.push(sample)
    await page.waitForTimeout(300)
  }
  return samples
}

/** One size and screen of `bench:catalogue --json`: what bench:scale reports beside its targets. */
export type CatalogueSummary = {
  screen: Screen
  size: number
  /** Results painted, ms at the 75th percentile. */
  keystrokeP75: number
  filterP75: number
  firstUseBytes: number
  /** Of which the catalogue API's answers. */
  firstUseApiBytes: number
  load: string
}
