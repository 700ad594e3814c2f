/**
 * Draws the default 1200 × 630 share image (original artwork: wordmark and a door-pin drawing)
 * with headless Chromium: `node scripts/og-image.ts` writes public/og/fijamex-1200x630.jpg.
 */
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const font = (weight: number) =>
  readFileSync(
    `node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-${weight}-normal.woff2`,
  ).toString('base64')

const html = `<!doctype html><html><head><style>
  @font-face { font-family: 'Barlow Condensed'; font-weight: 700; src: url(data:font/woff2;base64,${font(700)}) format('woff2'); }
  @font-face { font-family: 'Barlow Condensed'; font-weight: 600; src: url(data:font/woff2;base64,${font(600)}) format('woff2'); }
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: 'Barlow Condensed', 'Arial Narrow', sans-serif;
    background: linear-gradient(120deg, #0a2552 0%, #0047ba 70%, #1b5fd0 100%); color: #fff; }
  .grid { position: absolute; inset: 0; background: repeating-linear-gradient(-45deg, transparent 0 28px, rgba(255,255,255,.05) 28px 29px); }
  .text { position: absolute; left: 80px; top: 100px; width: 640px; }
  .brand { font-size: 44px; font-weight: 700; letter-spacing: .12em; opacity: .9; }
  h1 { margin: 18px 0 0; font-size: 96px; line-height: .95; font-weight: 700; text-transform: uppercase; }
  p { margin: 28px 0 0; font: 600 34px/1.25 'Barlow Condensed', sans-serif; color: #dbe6fb; letter-spacing: .02em; }
  svg { position: absolute; right: 10px; top: 110px; }
</style></head><body><div class="grid"></div>
<div class="text"><div class="brand">FIJAMEX</div><h1>Pernos y birlos automotrices</h1>
<p>Fabricación en CDMX · Mostrador desde 10 piezas · Envíos a todo México</p></div>
<svg width="420" height="420" viewBox="0 0 440 440" fill="none">
  <g transform="rotate(-35 220 220)">
    <rect x="60" y="190" width="300" height="60" rx="6" fill="#c9d1d8"/>
    <rect x="60" y="190" width="300" height="14" fill="#e8ecef"/>
    <rect x="150" y="184" width="70" height="72" rx="4" fill="#b8913a"/>
    <rect x="150" y="184" width="70" height="16" fill="#d9b462"/>
    <rect x="28" y="170" width="44" height="100" rx="6" fill="#8d99a4"/>
    <rect x="28" y="170" width="44" height="22" fill="#b4bec7"/>
    <path d="M360 200 l30 20 l-30 20 z" fill="#8d99a4"/>
    <g stroke="#fff" stroke-width="3" opacity=".85"><path d="M60 300 H360"/><path d="M60 288 v24 M360 288 v24"/></g>
    <text x="210" y="338" fill="#fff" font-size="30" font-family="sans-serif" text-anchor="middle">L</text>
  </g>
</svg></body></html>`

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.waitForTimeout(200)
await page.screenshot({ path: 'public/og/fijamex-1200x630.jpg', type: 'jpeg', quality: 86 })
if (process.argv.includes('--preview'))
  await page.screenshot({ path: 'screenshots/og-preview.png' })
await browser.close()
console.log('wrote public/og/fijamex-1200x630.jpg')
