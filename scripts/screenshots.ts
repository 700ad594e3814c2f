/**
 * Screenshots of pages at phone, tablet and desktop widths, for looking at what was built:
 * `node scripts/screenshots.ts [baseUrl] [path…]` writes PNGs to screenshots/.
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2)
const widths = [360, 768, 1280]
const out = 'screenshots'
await mkdir(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
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
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(2600)
    const name = `${out}/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(name)
    await page.close()
  }
}
await browser.close()
