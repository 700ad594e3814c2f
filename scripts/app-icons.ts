/**
 * `npm run icons`: the installed app's icons, rasterised from the brand's mark (public/favicon.svg)
 * by the Chromium the tests drive, written to public/icons/ and committed. "any" icons are the
 * mark on a transparent ground; maskable ones put it on the brand's blue with a white disc, inside
 * the safe zone (the inner 80 %) that a phone's mask never cuts.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { FAVICON_FILE, FAVICON_SIZE } from '../src/seo/favicon.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const root = resolve(import.meta.dirname, '..')
const BRAND_BLUE = '#0047BA'

/** Each icon the manifest names (src/offline/app-manifest.ts), the apple-touch-icon and the favicon. */
export const ICON_FILES = [
  { file: FAVICON_FILE, size: FAVICON_SIZE, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
] as const

function iconPage(mark: string, size: number, maskable: boolean): string {
  const markSize = maskable ? size * 0.5 : size
  const ground = maskable ? `background:${BRAND_BLUE};` : 'background:transparent;'
  const disc = maskable
    ? `<div style="position:absolute;inset:${size * 0.18}px;border-radius:50%;background:#fff"></div>`
    : ''
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  return `<!DOCTYPE html><html><body style="margin:0;${ground}width:${size}px;height:${size}px;position:relative;overflow:hidden">${disc}<img src="${dataUrl}" width="${markSize}" height="${markSize}" style="position:absolute;left:${(size - markSize) / 2}px;top:${(size - markSize) / 2}px"></body></html>`
}

if (import.meta.main) {
  const mark = await readFile(resolve(root, 'public/favicon.svg'), 'utf8')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (const { file, size, maskable } of ICON_FILES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } })
      await page.setContent(iconPage(mark, size, maskable))
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
      const png = await page.screenshot({ omitBackground: !maskable })
      await writeFile(resolve(root, 'public/icons', file), png)
      await page.close()
      console.log(`public/icons/${file} ${size}×${size}`)
    }
  } finally {
    await browser.close()
  }
}
