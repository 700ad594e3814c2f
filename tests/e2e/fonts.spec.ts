import { type CDPSession, expect, type Page, test } from '@playwright/test'
import { builtPagePaths, isProductPage } from './built-routes'
import { waitForHydration } from './helpers'

/**
 * The brand faces are plain `@font-face` rules (src/styles/fonts.css), preloaded from the head:
 * no script decides when they apply. One page of each kind, first at a phone's width and then at
 * a desktop's, each time with an empty HTTP cache: the page must not move (what a report would
 * call a layout shift). Then a second visit, the files in the cache, must set its headings in
 * Barlow Condensed without the visitor doing anything.
 */

/** Well under the 0.1 Core Web Vitals call good: a swap of faces must not be what moves a page. */
const MAX_SHIFT = 0.01

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

/** Sums the page's layout shifts that no input explains, from its start (as CLS counts them). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0 }
    ;(window as unknown as { __shifts: typeof seen }).__shifts = seen
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) seen.shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Loads the page, lets it hydrate and settle, and returns the layout shift of that visit. */
async function visit(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'load' })
  await waitForHydration(page)
  // Late work (sections' code, the catalogue's answers, a face that came late) gets its frame.
  await page.waitForTimeout(1_000)
  return page.evaluate(() => (window as unknown as { __shifts: { shift: number } }).__shifts.shift)
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
  test(`${kind} (${path}): no layout shift at 360 and 1280 px, and the brand face on a second visit`, async ({
    page,
  }) => {
    test.slow()
    await observeShifts(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')

    // A phone, first visit: nothing cached.
    await page.setViewportSize({ width: 360, height: 800 })
    expect(await visit(page, path), 'first visit at 360 px').toBeLessThanOrEqual(MAX_SHIFT)

    // Second visit: the face files come from the cache, and the headings are drawn in them.
    expect(await visit(page, path), 'second visit at 360 px').toBeLessThanOrEqual(MAX_SHIFT)
    const faces = await headingFaces(cdp)
    expect(faces.length, 'headings laid out').toBeGreaterThan(0)
    for (const { heading, families } of faces)
      expect(families, `the faces of h1/h2 number ${heading + 1}`).toEqual(['Barlow Condensed'])

    // A desktop, first visit again: the HTTP cache emptied.
    await cdp.send('Network.clearBrowserCache')
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await visit(page, path), 'first visit at 1280 px').toBeLessThanOrEqual(MAX_SHIFT)
  })
}
