import { type Browser, chromium, type Page } from '@playwright/test'
import { throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import type { NoJsResult } from './types.ts'

/**
 * The pages loaded without JavaScript. Lighthouse 13 has no setting to disable JavaScript, so
 * this pass uses Playwright with javaScriptEnabled: false. It emulates the same phone and applies
 * Lighthouse's mobile network and CPU throttling through DevTools, so the times are in the same
 * ballpark as the mobile run (observed, not simulated, so not directly comparable with
 * Lighthouse's LCP).
 */
export async function measureWithoutJs(base: string, list: string[]): Promise<NoJsResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results: NoJsResult[] = []
  try {
    for (const path of list) {
      const result = await loadWithoutJs(browser, base, path)
      results.push(result)
      console.log(
        `  no-JS ${path}: h1 ${result.h1Visible ? 'visible' : 'NOT visible'}, load ${result.loadSeconds ?? '–'} s, ${result.transferredKB} KB${result.error ? ` (${result.error})` : ''}`,
      )
    }
  } finally {
    await browser.close()
  }
  return results
}

/** One page in a fresh context (an empty cache, as for a first visit), throttled like Lighthouse. */
async function loadWithoutJs(browser: Browser, base: string, path: string): Promise<NoJsResult> {
  const network = throttling.mobileSlow4G
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
    Object.assign(result, await paintTimes(page), await firstHeading(page))
  } catch (caught) {
    result.error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught)
  }
  result.transferredKB = Math.round(bytes / 102.4) / 10
  result.requests = requests
  await context.close()
  return result
}

/** The load event and first contentful paint, in seconds. */
async function paintTimes(page: Page): Promise<Pick<NoJsResult, 'loadSeconds' | 'fcpSeconds'>> {
  // Synchronous evaluation only: with scripts disabled, timers and observers never fire.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    return { load: navigation?.loadEventStart ?? null, fcp: fcp?.startTime ?? null }
  })
  return {
    loadSeconds: timing.load === null ? null : Math.round(timing.load / 100) / 10,
    fcpSeconds: timing.fcp === null ? null : Math.round(timing.fcp / 100) / 10,
  }
}

/** The text of the first h1, and whether it can be seen. */
async function firstHeading(page: Page): Promise<Pick<NoJsResult, 'h1Text' | 'h1Visible'>> {
  const h1 = page.locator('h1').first()
  if ((await h1.count()) === 0) return { h1Text: '', h1Visible: false }
  const h1Text = ((await h1.textContent()) ?? '').trim().replace(/\s+/g, ' ')
  // isVisible() ignores opacity; a reveal-on-scroll animation that never runs without
  // JavaScript would leave the heading at opacity 0, which is what we want to catch.
  const h1Visible =
    (await h1.isVisible()) &&
    (await h1.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) === 0) return false
      }
      return true
    }))
  return { h1Text, h1Visible }
}
