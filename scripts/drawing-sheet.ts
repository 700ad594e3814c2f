/**
 * Every product drawing on one sheet, for checking them side by side with their reference
 * descriptions (docs/drawings.md): `node scripts/drawing-sheet.ts [baseUrl]` against a served
 * build (for its faces) takes each family drawing's file from public/ and writes screenshots/drawings.png (and one PNG per drawing in screenshots/drawings/), each drawing at the widths the pages show it (about 480,
 * 300 and 200 px wide) with the site's own styles and fonts.
 */
import { mkdir, readFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { drawingNames, familyDrawingUrl } from '../src/picture-files/drawing-names.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const [base = 'http://localhost:4321'] = process.argv.slice(2)
const widths = [480, 300, 200]

await mkdir('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 1040, height: 800 } })
// Any page of the site: its styles and brand faces are what the drawings are drawn in inline.
await page.goto(base, { waitUntil: 'networkidle' })
const found = new Map<string, string>()
for (const name of drawingNames)
  found.set(name, await readFile(`public${familyDrawingUrl(name)}`, 'utf8'))

await page.evaluate(
  ({ drawings, widths }) => {
    const sheet = document.createElement('div')
    sheet.style.cssText = 'display:grid;gap:16px;padding:16px;background:#fff;font:14px monospace'
    for (const [name, html] of drawings) {
      const row = document.createElement('div')
      row.dataset.row = name
      row.style.cssText = 'display:flex;gap:16px;align-items:flex-start'
      const caption = document.createElement('div')
      caption.textContent = name
      caption.style.width = '110px'
      row.append(caption)
      for (const width of widths) {
        const cell = document.createElement('div')
        cell.style.cssText = `width:${width}px;background:var(--steel-50);outline:1px solid #d3d9df`
        cell.innerHTML = html
        row.append(cell)
      }
      sheet.append(row)
    }
    document.body.replaceChildren(sheet)
  },
  { drawings: [...found], widths },
)
await page.evaluate(() => document.fonts.ready)
await page.screenshot({ path: 'screenshots/drawings.png', fullPage: true })
await mkdir('screenshots/drawings', { recursive: true })
for (const name of found.keys()) {
  await page
    .locator(`[data-row="${name}"]`)
    .screenshot({ path: `screenshots/drawings/${name}.png` })
}
console.log('screenshots/drawings.png and one PNG per drawing in screenshots/drawings/')
await browser.close()
