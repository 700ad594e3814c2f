import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Where the end-to-end tests serve the site: a port of their own (E2E_PORT, 4399 by default),
 * never the 4321 of `npm start`, so a test run cannot end up testing a server it did not start.
 * playwright.config.ts and the tests read the port and base URL from here only.
 */
export const E2E_PORT = e2ePort('E2E_PORT', 4399)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`

/**
 * A second build of the site, made as a build with a Sanity project is (live content, the
 * Presentation tool), served on a port of its own: E2E_LIVE_PORT, by default E2E_PORT + 1000.
 * Its "Sanity" is answered by the tests (tests/e2e/live/), its "Studio" is a stand-in page.
 */
export const E2E_LIVE_PORT = e2ePort('E2E_LIVE_PORT', E2E_PORT + 1000)
export const E2E_LIVE_BASE_URL = `http://localhost:${E2E_LIVE_PORT}`
/** The stand-in Studio's own server: E2E_STUDIO_PORT, by default E2E_PORT + 2000. */
export const E2E_STUDIO_PORT = e2ePort('E2E_STUDIO_PORT', E2E_PORT + 2000)
/**
 * Another catalogue server that follows the contract (tests/e2e/contract-server/), with awkward
 * names: E2E_CONTRACT_PORT, by default E2E_PORT + 3000. The live build's catalogue is this one.
 */
export const E2E_CONTRACT_PORT = e2ePort('E2E_CONTRACT_PORT', E2E_PORT + 3000)
export const CONTRACT_API_URL = `http://localhost:${E2E_CONTRACT_PORT}/api`
/**
 * A stand-in for Sanity's query API (tests/e2e/live/sanity-api.ts), which the live build's
 * server renders new content from: E2E_SANITY_PORT, by default E2E_PORT + 4000.
 */
export const E2E_SANITY_PORT = e2ePort('E2E_SANITY_PORT', E2E_PORT + 4000)
export const LIVE_BUILD = {
  dir: 'dist-e2e-live',
  projectId: 'e2elive',
  /** Built into the site (frame-ancestors, edit links): build and test with the same ports. */
  studioUrl: `http://localhost:${E2E_STUDIO_PORT}`,
  /** The server's Sanity API host (SANITY_API_HOST): the stand-in above. */
  sanityApiHost: `http://127.0.0.1:${E2E_SANITY_PORT}`,
  /** The publish webhook's secret (SANITY_WEBHOOK_SECRET) the tests sign their calls with. */
  webhookSecret: 'e2e-webhook-secret',
}

/** Where the end-to-end server stores real visitors' vitals (server/vitals), for vitals.spec.ts. */
export const E2E_VITALS_DB = `var/e2e-vitals-${E2E_PORT}.sqlite`

function e2ePort(name: string, fallback: number): number {
  const value = process.env[name]
  if (!value) return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${name} must be a port number (1–65535), got "${value}"`)
  return port
}

/**
 * Collects console errors and uncaught exceptions of a page. With `documentStatus`, the browser's
 * report of the page's own document answering that status (a 404 page's 404) is expected and left
 * out.
 */
export function collectErrors(page: Page, { documentStatus }: { documentStatus?: number } = {}) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const ownStatus =
      documentStatus !== undefined &&
      message.location().url === page.url() &&
      message.text().includes(`status of ${documentStatus}`)
    if (!ownStatus) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Waits until React has hydrated the prerendered page: the root marks itself, and the Suspense
 * boundaries inside it (the sections) hydrate in later tasks, done once the page is idle. A click
 * on a link of a boundary not yet hydrated is a full page load, not the router's navigation. The
 * catalogue's list hydrates once its code has come (at once at a filtered address): then it
 * marks itself too.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.evaluate(
    () => new Promise<void>((idle) => requestIdleCallback(() => idle(), { timeout: 2_000 })),
  )
  if (new URL(page.url()).search) await waitForCatalogue(page)
}

/**
 * Waits until React has hydrated `element` (it marks the elements it owns with its own
 * properties). A section's code comes once it nears the screen; until then its markup is the
 * server's, without its handlers.
 */
export async function waitForHydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
    )
    .toBe(true)
}

/** Waits until the page's catalogue (if it has one) has hydrated and answers the visitor. */
export async function waitForCatalogue(page: Page) {
  await page.waitForFunction(() => {
    const catalogue = document.querySelector('[data-section="catalogue"]')
    return !catalogue || catalogue.querySelector('[data-hydrated]') !== null
  })
}

/**
 * Opens a page with the catalogue and scrolls to the catalogue, as a visitor does: its code
 * loads as it nears the screen (or at once when the address has a filter), and the prerendered
 * list then hydrates.
 */
export async function openAtCatalogue(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  await scrollToCatalogue(page)
  await waitForCatalogue(page)
  return response
}

/** Scrolls to the page's catalogue (if it has one), which starts its code and data loading. */
export async function scrollToCatalogue(page: Page) {
  await page.evaluate(() =>
    document.getElementById('catalogo')?.scrollIntoView({ behavior: 'instant' }),
  )
}
