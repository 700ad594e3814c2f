import AxeBuilder from '@axe-core/playwright'
import { QUOTE_FORM_ID } from '../../src/sections/quote-form/form-anchor'
import { specRowAnchor } from '../../src/sections/spec-table/row-anchor'
import { collectErrors, waitForHydration } from './helpers'
import { expect, type Page, test } from './test'

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

const PHONE = { width: 360, height: 800 }

test.use({ viewport: PHONE })

/** The bottom edge of the site header's bar, wherever it is (in the flow or stuck to the top). */
async function headerBottom(page: Page): Promise<number> {
  const bar = await page.getByRole('banner').locator('[data-sticky]').boundingBox()
  return bar ? bar.y + bar.height : 0
}

for (const [path, key] of lines) {
  test(`${path} lands on ${key}, shows every column of its card inside 360 px, quotes it, axe clean`, async ({
    page,
  }) => {
    const errors = collectErrors(page)
    // Opened as the site search links a part: at its row's anchor.
    await page.goto(`${path}#${specRowAnchor(key)}`)
    await waitForHydration(page)
    const table = page.getByRole('table')
    await expect(table).toHaveCount(1)
    await expect(table.getByRole('columnheader', { name: 'Clave' })).toBeAttached()
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(6)
    const row = page.locator(`#${specRowAnchor(key)}`)
    await expect(row.getByRole('rowheader', { name: key, exact: true })).toBeVisible()

    // The row is on screen, below the header, and marked as the one asked for.
    const rowBox = await row.boundingBox()
    expect(rowBox?.y).toBeGreaterThanOrEqual(await headerBottom(page))
    expect(rowBox && rowBox.y + rowBox.height).toBeLessThanOrEqual(PHONE.height)
    expect(await row.evaluate((node) => node.matches(':target'))).toBe(true)

    // Every column of the row, Aplicación too, is inside the screen, whole, and labelled with
    // its column; the page never scrolls sideways.
    const columns = (await table.getByRole('columnheader').allTextContents()).slice(0, -1)
    const shown = await row.evaluate((node) =>
      [...node.children].map((cell) => {
        const box = cell.getBoundingClientRect()
        // Content wider than its cell would spill out of it or need a sideways scroll.
        const clipped = cell.scrollWidth > cell.clientWidth + 1
        return {
          left: box.left,
          right: box.right,
          height: box.height,
          clipped,
          text: cell.textContent,
        }
      }),
    )
    expect(shown.length).toBe(columns.length + 1)
    for (const [index, cell] of shown.entries()) {
      expect(cell.left, `${columns[index]} of ${key}`).toBeGreaterThanOrEqual(0)
      expect(cell.right, `${columns[index]} of ${key}`).toBeLessThanOrEqual(PHONE.width)
      expect(cell.height, `${columns[index]} of ${key}`).toBeGreaterThan(0)
      expect(cell.clipped, `${columns[index]} of ${key}`).toBe(false)
      if (index > 0 && index < columns.length) expect(cell.text).toContain(columns[index])
    }
    if (path === '/birlos-automotrices') expect(columns).toContain('Aplicación')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )

    // The sheet comes before the quote form, where a buyer reads it first.
    const form = page.locator(`#${QUOTE_FORM_ID} form`)
    const [tableTop, formTop] = await Promise.all([
      table.evaluate((node) => node.getBoundingClientRect().top + window.scrollY),
      form.evaluate((node) => node.getBoundingClientRect().top + window.scrollY),
    ])
    expect(tableTop).toBeLessThan(formTop)

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([])

    // 'Cotizar' takes the buyer to the form, below the header, with the part in the message.
    await row.getByRole('link', { name: `Cotizar ${key}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?pieza=${key}#${QUOTE_FORM_ID}$`))
    await expect(form.getByLabel(/^Mensaje/)).toHaveValue(new RegExp(`^Cotización de ${key} – `))
    const formHeading = page.locator(`#${QUOTE_FORM_ID} h2`)
    await expect(formHeading).toBeInViewport()
    expect((await formHeading.boundingBox())?.y).toBeGreaterThanOrEqual(await headerBottom(page))

    // On a tablet the sheet is a table: it may scroll in its frame, the page never does.
    await page.setViewportSize({ width: 768, height: 1024 })
    await expect(table.getByRole('columnheader', { name: 'Clave' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
    expect(errors).toEqual([])
  })
}

test.describe('before any script has run (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false })

  test("a row's Cotizar is a plain link that reaches the form", async ({ page }) => {
    await page.goto('/birlos-automotrices')
    await page.getByRole('link', { name: 'Cotizar BR-1245', exact: true }).click()
    await expect(page).toHaveURL(
      new RegExp(`/birlos-automotrices\\?pieza=BR-1245#${QUOTE_FORM_ID}$`),
    )
    await expect(page.locator(`#${QUOTE_FORM_ID} h2`)).toBeInViewport()
    await expect(page.locator(`#${QUOTE_FORM_ID}`).getByLabel(/^Mensaje/)).toBeVisible()
  })
})
