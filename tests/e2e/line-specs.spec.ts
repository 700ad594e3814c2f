import AxeBuilder from '@axe-core/playwright'
import { waitForHydration } from './helpers'
import { expect, test } from './test'

/** The product lines whose pages carry a measures sheet, with a key each sheet must list. */
const lines = [
  ['/birlos-automotrices', 'BR-1245'],
  ['/birlos-extrapesados-camiones-trailers', 'BE-7811'],
  ['/tuercas-automotrices-birlos', 'TR-1215'],
  ['/tornillo-caliper', 'TC-1072'],
  ['/terminales-bateria', 'TB-101P'],
  ['/rondanas-cobre', 'RC-2014'],
  ['/seguros-automotrices-interno-externo', 'TE-5'],
  ['/casquillos-automotrices', 'CA-2014'],
  ['/abrazaderas-automotrices', 'AB-4060'],
] as const

test.use({ viewport: { width: 360, height: 800 } })

for (const [path, key] of lines) {
  test(`${path} shows its measures by key, inside a 360 px screen, with no axe violation`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    const table = page.getByRole('table')
    await expect(table).toHaveCount(1)
    await expect(table.getByRole('columnheader', { name: 'Clave' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: key, exact: true })).toBeAttached()
    const rows = await table.locator('tbody tr').count()
    expect(rows).toBeGreaterThanOrEqual(5)

    // The sheet comes before the quote form, where a buyer reads it first.
    const form = page.locator('form').last()
    const [tableTop, formTop] = await Promise.all([
      table.evaluate((node) => node.getBoundingClientRect().top + window.scrollY),
      form.evaluate((node) => node.getBoundingClientRect().top + window.scrollY),
    ])
    expect(tableTop).toBeLessThan(formTop)

    // A wide sheet scrolls sideways in its own frame and never widens its section or the page.
    const frame = page.getByRole('region', { name: /^Tabla:/ })
    const frameBox = await frame.boundingBox()
    expect(frameBox && frameBox.x + frameBox.width).toBeLessThanOrEqual(360)
    const overflow = await frame.evaluate((node) => {
      const section = node.closest('section:not([aria-label])') as HTMLElement
      return section.scrollWidth - section.clientWidth
    })
    expect(overflow).toBeLessThanOrEqual(0)

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([])
  })
}
