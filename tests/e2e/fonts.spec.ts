import { builtPagePaths, isProductPage } from './built-routes'
import { waitForHydration } from './helpers'
import { layoutShift, MAX_SHIFT, observeShifts } from './page-rules'
import { type CDPSession, expect, type Page, test } from './test'

/**
 * The brand faces are plain `@font-face` rules (src/styles/fonts.css), preloaded from the head:
 * no script decides when they apply. A first visit (empty cache) must not move the page: that is
 * checked on every page at 360 and 1280 px by every-page.spec.ts. Here, one page of each kind: a
 * second visit, the files in the cache, sets its headings in Barlow Condensed without the visitor
 * doing anything, and does not move either.
 */

const paths = builtPagePaths()
const firstOf = (kind: (path: string) => boolean) => {
  const path = paths.find(kind)
  if (!path) throw new Error('the build has no such page: run `npm run build:local`')
  return path
}

const PAGE_KINDS: readonly (readonly [kind: string, path: string])[] = [
  ['home', '/'],
  ['product line with a catalogue', '/pernos-para-puerta'],
  ['product line', '/seguros-automotrices-interno-externo'],
  ['product', firstOf(isProductPage)],
  ['blog', '/blog'],
  ['blog post', firstOf((path) => /^\/blog\/(?!etiqueta\/|pagina\/)[^/]+$/.test(path))],
  ['contact', '/contacto-ventas-pernos-birlos'],
  ['not found', '/pagina-que-no-existe'],
]

/** Loads the page, lets it hydrate and its faces come, and returns the layout shift of that visit. */
async function visit(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'load' })
  await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready)
  return layoutShift(page)
}

/**
 * The faces Chromium drew each h1 and h2 in with, as the browser reports them (not what the
 * stylesheet asks for, which names Barlow Condensed whether or not it is used). A heading that is
 * not laid out (inside a block `content-visibility: auto` skips) reports none and is left out.
 */
async function headingFaces(cdp: CDPSession) {
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: 'h1, h2',
  })
  const faces: { heading: number; families: string[] }[] = []
  for (const [heading, nodeId] of nodeIds.entries()) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    if (fonts.length) faces.push({ heading, families: fonts.map((font) => font.familyName) })
  }
  await cdp.send('CSS.disable')
  await cdp.send('DOM.disable')
  return faces
}

for (const [kind, path] of PAGE_KINDS) {
  test(`${kind} (${path}): on a second visit the headings are in the brand face, and nothing moved`, async ({
    page,
  }) => {
    await observeShifts(page)
    const cdp = await page.context().newCDPSession(page)
    await page.setViewportSize({ width: 360, height: 800 })
    // The first visit fills the HTTP cache.
    expect(await visit(page, path), 'first visit').toBeLessThanOrEqual(MAX_SHIFT)
    expect(await visit(page, path), 'second visit').toBeLessThanOrEqual(MAX_SHIFT)
    const faces = await headingFaces(cdp)
    expect(faces.length, 'headings laid out').toBeGreaterThan(0)
    for (const { heading, families } of faces)
      expect(families, `the faces of h1/h2 number ${heading + 1}`).toEqual(['Barlow Condensed'])
  })
}
