import { openAtCatalogue } from './helpers'
import { clippedLabels, overlappingLabels } from './page-rules'
import { expect, test } from './test'

/**
 * The door pins' drawings, each drawn from its own measures, at a phone and a desktop width: each
 * measure lies inside its drawing and apart from the others; the renders show whole. That no label of any drawing is
 * clipped, on every page, is checked in every-page.spec.ts (rules in page-rules.ts).
 */

const widths = [360, 1280]

// Each door pin is drawn from its own measures: the catalogue's cards (renders, drawn in the
// browser, no measures) and product pages with every kind of part (bushings, clip, grease nipple, heavy head, the
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
      await openAtCatalogue(page, path)
      const catalogue = !path.includes('/pp-')
      // Cards show the render; a product's page the render and, below it, the drawing. (The
      // line's own picture, in its header, is the family's render: not a product's.)
      const renders = page.locator(
        catalogue ? '#catalogo article svg[data-render="pin"]' : 'main svg[data-render="pin"]',
      )
      if (catalogue) {
        await expect(renders).toHaveCount(9)
        await expect(page.locator('#catalogo article svg[data-drawing="pin"]')).toHaveCount(0)
      } else await expect(renders).toHaveCount(1)
      // Each render fills its frame's width and shows whole (its pieces lie inside its canvas).
      const cut = await renders.evaluateAll((renders) =>
        renders.flatMap((svg) => {
          const box = svg.getBoundingClientRect()
          const frame = (svg.parentElement as HTMLElement).getBoundingClientRect()
          return box.width > 0 &&
            box.left >= frame.left - 0.5 &&
            box.right <= frame.right + 0.5 &&
            box.height / box.width > 0.46 &&
            box.height / box.width < 0.48
            ? []
            : [svg.outerHTML.slice(0, 80)]
        }),
      )
      expect(cut, `at ${width} px`).toEqual([])
      await page.evaluate(() => document.fonts.ready)
      // A product's page has its pin's drawing; the catalogue's cards have none.
      const pins = page.locator('svg[data-drawing="pin"]')
      if (!catalogue) expect(await pins.count()).toBeGreaterThan(0)
      for (const pin of await pins.all())
        await expect(pin.locator('text').filter({ hasText: /^L \d/ })).toHaveCount(1)
      expect(await clippedLabels(page), `at ${width} px`).toEqual([])
      expect(await overlappingLabels(page), `at ${width} px`).toEqual([])
    }
  })
}
