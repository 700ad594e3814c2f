/**
 * How much wider the fallback faces set the site's own text than the brand faces, as Chromium lays
 * it out: every heading, paragraph, list item, link, button and label of every page (product pages
 * sampled) at 412 px, each measured on one line in both, summarised per family and weight. The
 * medians are the MEASURED_WIDTH_RATIO of scripts/font-fallbacks.ts; after a change there, rebuild
 * and run this again: the medians should then be close to 1.
 *
 * Usage: node scripts/font-width-ratios.ts [--url http://localhost:4321]   (a built site served)
 */
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { builtPageSample } from '../tests/e2e/built-routes.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:4321' } },
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const ratios: Record<string, number[]> = {}
try {
  for (const path of builtPageSample()) {
    await page.goto(`${values.url}${path}`)
    // The loader holds the faces back while they would move the first screen; a key puts them in.
    await page.waitForTimeout(500)
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown')))
    await page.waitForFunction(
      () =>
        [...document.fonts].filter((f) => f.status === 'loaded' && f.family.includes('Barlow'))
          .length === 4,
    )
    const measured = await page.evaluate(() => {
      const rows: [string, number][] = []
      const probe = document.createElement('span')
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;left:0;top:0'
      document.body.append(probe)
      for (const element of document.querySelectorAll('h1,h2,h3,h4,p,li,a,button,label,dt,dd')) {
        const text = (element as HTMLElement).innerText?.trim()
        if (!text || text.length < 4 || element.children.length > 3) continue
        const style = getComputedStyle(element)
        const condensed = style.fontFamily.includes('Condensed')
        Object.assign(probe.style, {
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          letterSpacing: style.letterSpacing,
          textTransform: style.textTransform,
        })
        probe.textContent = text
        probe.style.fontFamily = condensed ? '"Barlow Condensed"' : 'Barlow'
        const brand = probe.getBoundingClientRect().width
        probe.style.fontFamily = condensed ? '"Condensed Fallback"' : '"Body Fallback"'
        const fallback = probe.getBoundingClientRect().width
        // The faces are chosen by weight ranges: 400–500 and 600+ of Barlow, 600 and 700 condensed.
        const weight = Number(style.fontWeight)
        const face = condensed
          ? `Barlow Condensed ${weight > 650 ? 700 : 600}`
          : `Barlow ${weight > 500 ? 600 : 400}`
        if (brand > 0) rows.push([face, fallback / brand])
      }
      probe.remove()
      return rows
    })
    for (const [face, ratio] of measured) {
      ratios[face] ??= []
      ratios[face].push(ratio)
    }
  }
} finally {
  await browser.close()
}
for (const [face, list] of Object.entries(ratios).sort()) {
  list.sort((a, b) => a - b)
  const at = (share: number) => (list[Math.floor(share * (list.length - 1))] ?? 0).toFixed(3)
  console.log(
    `${face}: median ${at(0.5)} (p5 ${at(0.05)}, p25 ${at(0.25)}, p75 ${at(0.75)}, p95 ${at(0.95)}; ${list.length} texts)`,
  )
}
