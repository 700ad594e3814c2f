import { expect, type Page, test } from '@playwright/test'
import { builtPageSample } from './built-routes'
import { waitForHydration } from './helpers'

/**
 * No text clipped in an SVG drawing: on every page the build lists in its sitemap (product pages sampled), at a phone and
 * a desktop width, each text of each inline SVG lies inside the part of the SVG that shows, i.e.
 * inside both the element's box and its viewBox. Drawings in a closed dialog are opened first.
 */

const widths = [360, 1280]

/** Each SVG text that sticks out of the visible area of its drawing, with by how much. */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tolerance = 0.5
    const problems: string[] = []
    for (const svg of document.querySelectorAll('svg')) {
      const texts = [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim())
      const box = svg.getBoundingClientRect()
      if (!texts.length || box.width === 0 || box.height === 0) continue
      // The viewBox on screen: what the drawing was laid out in, even where the box is larger.
      let visible = { left: box.left, top: box.top, right: box.right, bottom: box.bottom }
      const matrix = svg.getScreenCTM()
      const viewBox = svg.viewBox.baseVal
      if (matrix && viewBox && viewBox.width > 0) {
        const corner = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(matrix)
        const a = corner(viewBox.x, viewBox.y)
        const b = corner(viewBox.x + viewBox.width, viewBox.y + viewBox.height)
        visible = {
          left: Math.max(visible.left, Math.min(a.x, b.x)),
          top: Math.max(visible.top, Math.min(a.y, b.y)),
          right: Math.min(visible.right, Math.max(a.x, b.x)),
          bottom: Math.min(visible.bottom, Math.max(a.y, b.y)),
        }
      }
      const name =
        svg.querySelector('title')?.textContent ??
        svg.closest('section, dialog')?.querySelector('h1, h2, h3')?.textContent ??
        'SVG'
      for (const text of texts) {
        const r = text.getBoundingClientRect()
        const out = Math.max(
          visible.left - r.left,
          visible.top - r.top,
          r.right - visible.right,
          r.bottom - visible.bottom,
        )
        if (out > tolerance)
          problems.push(`${name}: "${text.textContent}" sticks out by ${out.toFixed(1)} px`)
      }
    }
    return problems
  })
}

/** Pairs of texts of one SVG whose boxes overlap, by more than a hair. */
function overlappingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const svg of document.querySelectorAll('svg')) {
      const texts = [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim())
      const boxes = texts.map((text) => [text.textContent, text.getBoundingClientRect()] as const)
      for (const [index, [a, ra]] of boxes.entries())
        for (const [b, rb] of boxes.slice(index + 1)) {
          const apart =
            ra.right <= rb.left + 0.5 ||
            rb.right <= ra.left + 0.5 ||
            ra.bottom <= rb.top + 0.5 ||
            rb.bottom <= ra.top + 0.5
          if (!apart) problems.push(`"${a}" overlaps "${b}"`)
        }
    }
    return problems
  })
}

// Each door pin is drawn from its own measures: the catalogue's cards (drawn in the browser)
// and product pages with every kind of part (bushings, clip, grease nipple, heavy head, the
// longest pin, a kit).
const pinPages = [
  '/pernos-para-puerta',
  '/pernos-para-puerta?pagina=12',
  '/pernos-para-puerta/pp-62',
  '/pernos-para-puerta/pp-86',
  '/pernos-para-puerta/pp-10',
  '/pernos-para-puerta/pp-208',
]
for (const path of pinPages) {
  test(`${path}: every door pin's measures lie inside its drawing, apart`, async ({ page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await waitForHydration(page)
      if (!path.includes('/pp-'))
        await expect(page.locator('#catalogo article svg[data-drawing="pin"]')).toHaveCount(9)
      await page.evaluate(() => document.fonts.ready)
      const pins = page.locator('svg[data-drawing="pin"]')
      expect(await pins.count()).toBeGreaterThan(0)
      for (const pin of await pins.all())
        await expect(pin.locator('text').filter({ hasText: /^L \d/ })).toHaveCount(1)
      expect(await clippedLabels(page), `at ${width} px`).toEqual([])
      expect(await overlappingLabels(page), `at ${width} px`).toEqual([])
    }
  })
}

for (const path of builtPageSample()) {
  test(`${path}: every label of every SVG drawing lies inside its drawing`, async ({ page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await waitForHydration(page)
      await page.evaluate(() => document.fonts.ready)
      expect(await clippedLabels(page), `at ${width} px`).toEqual([])

      // Drawings inside a closed dialog (the bolt-anatomy modal) have no box until it opens.
      const dialogs = page.locator('dialog:not([open]):has(svg text)')
      for (let index = 0; index < (await dialogs.count()); index++) {
        await dialogs.nth(index).evaluate((dialog: HTMLDialogElement) => dialog.showModal())
        expect(await clippedLabels(page), `in a dialog at ${width} px`).toEqual([])
        await page.keyboard.press('Escape')
      }
    }
  })
}
