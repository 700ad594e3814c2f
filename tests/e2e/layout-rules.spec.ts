import { expect, type Page, test } from '@playwright/test'
import { builtPageSample } from './built-routes'
import { waitForHydration } from './helpers'

/** Phone, tablet and desktop: the widths the layout rules hold at. */
const WIDTHS = [360, 768, 1280]

/**
 * Every grid of equal cards in a page's main area (every CardGrid, and lists laid out as a CSS
 * grid of equal-width children): rows that start at the grid's left edge and stop short of its
 * right edge, i.e. a hole where a card is missing. Carousels are rows by design; the catalogue's
 * paged results (nine a page, by the spec) are the catalogue's to lay out.
 */
function gridHoles(page: Page) {
  return page.evaluate(() => {
    const holes: string[] = []
    const candidates = document.querySelectorAll<HTMLElement>(
      'main [data-card-grid], main ul, main ol',
    )
    for (const grid of candidates) {
      if (grid.closest('[aria-roledescription="carrusel"], [data-section="catalogue"]')) continue
      const style = getComputedStyle(grid)
      const laidOut = grid.hasAttribute('data-card-grid') || style.display === 'grid'
      if (!laidOut) continue
      const cards = [...grid.children]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
      if (cards.length < 2) continue
      const rows = new Map<number, DOMRect[]>()
      for (const box of cards) {
        const top = [...rows.keys()].find((key) => Math.abs(key - box.top) < 3) ?? box.top
        rows.set(top, [...(rows.get(top) ?? []), box])
      }
      const first = [...rows.values()][0] ?? []
      // A single column, or a row of unequal pieces (chips, tags), is not a card grid.
      if (first.length < 2 && rows.size < 2) continue
      const widths = first.map((box) => box.width)
      if (Math.max(...widths) / Math.min(...widths) > 1.05) continue
      if (first.length < 2) continue
      const frame = grid.getBoundingClientRect()
      const left = frame.left + Number.parseFloat(style.paddingLeft)
      const right = frame.right - Number.parseFloat(style.paddingRight)
      for (const row of rows.values()) {
        const rowLeft = Math.min(...row.map((box) => box.left))
        const rowRight = Math.max(...row.map((box) => box.right))
        if (Math.abs(rowLeft - left) < 2 && right - rowRight > 8) {
          const name = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className
          holes.push(
            `${name}: a row of ${row.length} ends ${Math.round(right - rowRight)} px short`,
          )
        }
      }
    }
    return holes
  })
}

/** Sections with running text but no heading of their own, and headings that only repeat. */
function headingProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const sections = document.querySelectorAll<HTMLElement>('main section')
    for (const section of sections) {
      if (section.parentElement?.closest('main section')) continue
      const text = [...section.querySelectorAll('p')].some(
        (p) => (p.textContent ?? '').trim().length > 120,
      )
      if (text && !section.querySelector('h1, h2')) {
        problems.push(`text without a heading: "${section.textContent?.trim().slice(0, 60)}…"`)
      }
      const h2 = section.querySelector('h2')
      const heading = h2?.textContent?.trim().toLowerCase()
      const eyebrow = h2?.previousElementSibling?.textContent?.trim().toLowerCase()
      if (heading && eyebrow === heading) {
        problems.push(`eyebrow repeats its heading: "${heading}"`)
      }
    }
    const headings = [...document.querySelectorAll('main h2')].map((h) =>
      (h.textContent ?? '').trim().toLowerCase(),
    )
    for (const heading of new Set(headings)) {
      if (headings.filter((other) => other === heading).length > 1) {
        problems.push(`heading used twice: "${heading}"`)
      }
    }
    return problems
  })
}

for (const path of builtPageSample()) {
  test(`${path}: card grids leave no hole at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await gridHoles(page), `${path} at ${width} px`).toEqual([])
    }
  })

  test(`${path}: every text has a heading, and headings say something new`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    expect(await headingProblems(page)).toEqual([])
  })
}
