/**
 * Screenshots of pages at phone, tablet and desktop widths, for looking at what was built.
 *
 *   npm run screenshots                      every route of dist/, served on a port of its own
 *   npm run screenshots -- /blog /           only those paths
 *   npm run screenshots:readme               the README's pictures into docs/screenshots/
 *   node scripts/screenshots.ts URL [path…]  a site that already runs at URL
 *
 * Full-page PNGs go to screenshots/<width>/<route>.png (gitignored). SHOW_MODAL=1 lets the
 * bolt-anatomy modal open as a first visit would.
 */
import { mkdir } from 'node:fs/promises'
import { type Browser, chromium } from '@playwright/test'
import { MODAL_STORAGE_KEY } from '../src/sections/bolt-anatomy/timing.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { everyRoute, readmeFocus, readmeRoutes, routeFileName } from './screenshots-routes.ts'
import { startSite } from './screenshots-server.ts'

const args = process.argv.slice(2)
const readme = args.includes('--readme')
const positional = args.filter((arg) => !arg.startsWith('--'))
const givenBase = positional[0]?.startsWith('http') ? positional.shift() : undefined
const paths = readme ? readmeRoutes() : positional.length ? positional : everyRoute()
const widths = readme ? [360, 1280] : [360, 768, 1280]

const site = givenBase
  ? { url: givenBase, stop: async () => {} }
  : await startSite(Number(process.env.SCREENSHOTS_PORT || 4390)).catch((error: Error) => {
      console.error(error.message)
      process.exit(1)
    })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const path of paths) {
    for (const width of widths) console.log(await shoot(browser, site.url, path, width))
  }
} finally {
  await browser.close()
  await site.stop()
}

async function shoot(browser: Browser, base: string, path: string, width: number) {
  // The README shows what a visitor first sees: one screen, as JPEG to stay small.
  const height = readme && width < 768 ? 740 : 800
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' })
  page.on('console', (message) => {
    if (message.type() === 'error')
      console.log(`[${path} @${width}] console error: ${message.text()}`)
  })
  // Keep the bolt-anatomy modal closed (it was "just shown"), unless asked to show it.
  if (!process.env.SHOW_MODAL) {
    await page.addInitScript((key) => {
      localStorage.setItem(key, String(Date.now()))
    }, MODAL_STORAGE_KEY)
  }
  await page.goto(base + path, { waitUntil: 'networkidle' })
  // Scroll through once so lazy images and carousels load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  const focus = readme && width < 768 ? readmeFocus(path) : undefined
  if (focus) {
    await page.locator(focus).evaluate((node) => node.scrollIntoView({ behavior: 'instant' }))
  }
  await page.waitForTimeout(2600)
  const folder = readme ? 'docs/screenshots' : `screenshots/${width}`
  await mkdir(folder, { recursive: true })
  const name = readme
    ? `${folder}/${routeFileName(path).replace(/^pernos-para-puerta_.*/, 'producto')}-${width}.jpg`
    : `${folder}/${routeFileName(path)}.png`
  await page.screenshot(
    readme ? { path: name, type: 'jpeg', quality: 78 } : { path: name, fullPage: true },
  )
  await page.close()
  return name
}
