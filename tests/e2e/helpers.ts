import type { Page } from '@playwright/test'

/**
 * Where the end-to-end tests serve the site: a port of their own (E2E_PORT, 4399 by default),
 * never the 4321 of `npm start`, so a test run cannot end up testing a server it did not start.
 * playwright.config.ts and the tests read the port and base URL from here only.
 */
export const E2E_PORT = e2ePort(process.env.E2E_PORT)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`

function e2ePort(value: string | undefined): number {
  if (!value) return 4399
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`E2E_PORT must be a port number (1–65535), got "${value}"`)
  return port
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}
