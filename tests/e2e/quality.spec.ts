import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { pagePaths } from '../../src/site/pages'
import { builtPageSample } from './built-routes'
import { E2E_BASE_URL, waitForHydration } from './helpers'

/** Hosts a page may contact besides its own origin (the map frame loads only near view). */
const allowedHosts: Partial<Record<string, string[]>> = {
  '/contacto-ventas-pernos-birlos': ['www.openstreetmap.org', 'tile.openstreetmap.org'],
}

// Every page of the build (product pages sampled) and the 404 page, with axe's best-practice
// rules (landmarks, heading order, one main) on top of WCAG 2.2 AA.
for (const path of [...builtPageSample(), '/pagina-que-no-existe']) {
  test(`${path} has no accessibility violation (axe, WCAG 2.2 AA and best practice)`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden', timeout: 15_000 })
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    const summary = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
    expect(summary).toEqual([])
  })
}

// The route table's pages and a page that exists only in the content (its tables scroll sideways).
for (const path of [...pagePaths, '/medidas-birlos-y-tuercas']) {
  test(`${path} requests nothing from hosts it does not need`, async ({ page, baseURL }) => {
    const own = new URL(baseURL ?? E2E_BASE_URL).host
    const foreign: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (
        url.protocol.startsWith('http') &&
        url.host !== own &&
        !allowedHosts[path]?.includes(url.host)
      ) {
        foreign.push(request.url())
      }
    })
    await page.goto(path)
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
  })
}
