import { expect, type Page, test } from '@playwright/test'
import { builtPageSample } from './built-routes'

/**
 * The brand fonts arrive after the first paint; the metric-matched fallbacks keep a line's
 * height, but a text block that wraps onto another number of lines when they swap in moves
 * everything under it (a layout shift). This checks, on every page at the width of Lighthouse's
 * phone and of a small phone, that no text block in the first screen changes its height between
 * the fallback and the brand faces.
 */
const WIDTHS = [360, 412]
const SCREEN_HEIGHT = 823

type Block = { key: string; text: string; height: number }

/** The height of every text block that starts in the first screen, in document order. */
function firstScreenBlocks(page: Page, screenHeight: number): Promise<Block[]> {
  return page.evaluate((bottom) => {
    const blocks: Block[] = []
    const selector = 'h1, h2, h3, h4, p, li, dt, dd, th, td, label, a, button, figcaption'
    document.querySelectorAll(selector).forEach((element, index) => {
      const box = element.getBoundingClientRect()
      const text = element.textContent?.trim() ?? ''
      if (!text || box.height === 0 || box.top >= bottom || box.bottom <= 0) return
      blocks.push({ key: `${index}`, text: text.slice(0, 60), height: Math.round(box.height) })
    })
    return blocks
  }, screenHeight)
}

async function blocksWith(page: Page, path: string, fonts: 'fallback' | 'brand') {
  if (fonts === 'fallback') await page.route('**/*.woff2', (route) => route.abort())
  else await page.unroute('**/*.woff2')
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  if (fonts === 'brand')
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.fonts].filter(
              (face) => face.status === 'loaded' && face.family.includes('Barlow'),
            ).length,
        ),
      )
      .toBe(4)
  // Let counters and carousels settle as they would before a visitor reads.
  await page.waitForTimeout(300)
  return firstScreenBlocks(page, SCREEN_HEIGHT)
}

for (const width of WIDTHS) {
  for (const path of builtPageSample()) {
    test(`${path} at ${width} px: no text block in the first screen rewraps when the brand fonts swap in`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: SCREEN_HEIGHT })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const fallback = await blocksWith(page, path, 'fallback')
      const brand = new Map(
        (await blocksWith(page, path, 'brand')).map((block) => [block.key, block]),
      )
      const rewrapped = fallback
        .filter((block) => {
          const other = brand.get(block.key)
          return other && other.text === block.text && other.height !== block.height
        })
        .map((block) => `"${block.text}": ${block.height} → ${brand.get(block.key)?.height} px`)
      expect(rewrapped).toEqual([])
    })
  }
}
