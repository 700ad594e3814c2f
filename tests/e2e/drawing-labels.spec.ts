import { drawingNames, familyDrawingUrl } from '../../src/picture-files/drawing-names'
import { openAtCatalogue } from './helpers'
import { clippedLabels, overlappingLabels } from './page-rules'
import { expect, test } from './test'

/**
 * The door pins' pictures, each drawn by the build from the pin's own measures and shown as a
 * file: the catalogue's cards show their renders, a pin's page its render and its drawing, whole
 * in their frames at a phone and a desktop width; and each drawing file, opened as the browser
 * draws it (the system's faces: a file brings no web font), has every measure inside it and apart.
 */

const widths = [360, 1280]

// The catalogue's cards, and product pages with every kind of part (bushings, clip, grease
// nipple, heavy head, the longest pin, a kit).
const pinPages = [
  '/pernos-para-puerta',
  '/pernos-para-puerta?pagina=12',
  '/pernos-para-puerta/pp-62',
  '/pernos-para-puerta/pp-86',
  '/pernos-para-puerta/pp-10',
  '/pernos-para-puerta/pp-208',
]
for (const path of pinPages) {
  test(`${path}: every door pin's pictures show whole, its measures inside its drawing, apart`, async ({
    page,
  }) => {
    const drawings = new Set<string>()
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await openAtCatalogue(page, path)
      const catalogue = !path.includes('/pp-')
      const renders = page.locator(
        catalogue ? '#catalogo article img[src*="/vistas/"]' : 'main img[src*="/vistas/"]',
      )
      await expect(renders).toHaveCount(catalogue ? 9 : 1)
      const plans = page.locator('main img[src^="/img/productos/"]:not([src*="/vistas/"])')
      await expect(plans).toHaveCount(catalogue ? 0 : 1)
      for (const picture of [...(await renders.all()), ...(await plans.all())]) {
        await picture.scrollIntoViewIfNeeded()
        // Loaded, and filling its frame's width at the file's own proportions.
        await expect
          .poll(() =>
            picture.evaluate((img: HTMLImageElement) => {
              const box = img.getBoundingClientRect()
              const frame = (img.parentElement as HTMLElement).getBoundingClientRect()
              return (
                img.complete &&
                img.naturalWidth > 0 &&
                box.left >= frame.left - 0.5 &&
                box.right <= frame.right + 0.5 &&
                Math.abs(box.height / box.width - img.naturalHeight / img.naturalWidth) < 0.01
              )
            }),
          )
          .toBe(true)
      }
      for (const src of await plans.evaluateAll((imgs) =>
        imgs.map((img) => img.getAttribute('src') ?? ''),
      ))
        drawings.add(src)
    }
    for (const src of drawings) {
      await page.goto(src)
      await expect(page.locator('text').filter({ hasText: /^L \d/ })).toHaveCount(1)
      expect(await clippedLabels(page), src).toEqual([])
      expect(await overlappingLabels(page), src).toEqual([])
    }
  })
}

test("every family's drawing file keeps its labels inside it, apart, in the faces a file gets", async ({
  page,
}) => {
  for (const name of drawingNames) {
    await page.goto(familyDrawingUrl(name))
    expect.soft(await clippedLabels(page), name).toEqual([])
    expect.soft(await overlappingLabels(page), name).toEqual([])
  }
})
