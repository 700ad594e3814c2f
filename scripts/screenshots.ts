/**
 * Screenshots of pages at phone, tablet and desktop widths, for looking at what was built:
 * `node scripts/screenshots.ts [baseUrl] [path…]` writes PNGs to screenshots/.
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { MODAL_STORAGE_KEY } from '../src/sections/bolt-anatomy/timing.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2)
const widths = [360, 768, 1280]
const out = 'screenshots'
await mkdir(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
    })
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
    await page.waitForTimeout(2600)
    const name = `${out}/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(name)
    await page.close()
  }
}
await browser.close()
