import { searchEndpoint } from '../../src/catalogue/contract'
import type { LineId } from '../../src/catalogue/lines'
import { partPath } from '../../src/catalogue/part-path'
import { DEFAULT_PAGE_SIZE } from '../../src/sections/line-table/page-size'
import { QUOTE_FORM_ID } from '../../src/sections/quote-form/form-anchor'
import { collectErrors, waitForHydration } from './helpers'
import { expect, type Page, test } from './test'

// Every line table lists its line's first parts, linked: a rule of every page (every-page.spec.ts,
// lineTableProblems). Here: a card on a phone, 'Cotizar', 'Mostrar más', a key to its page, and
// the page without JavaScript.

const PHONE = { width: 360, height: 800 }

test.use({ viewport: PHONE })

/** The bottom edge of the site header's bar, wherever it is (in the flow or stuck to the top). */
async function headerBottom(page: Page): Promise<number> {
  const bar = await page.getByRole('banner').locator('[data-sticky]').boundingBox()
  return bar ? bar.y + bar.height : 0
}

/** How many parts the catalogue the server reads holds of a line. */
async function partsOf(page: Page, line: LineId): Promise<number> {
  const answer = await page.request.get(`/api${searchEndpoint({ por_pagina: 1 }, line)}`)
  return ((await answer.json()) as { total: number }).total
}

/**
 * Console errors, but for the data of a part's page: the focus on a key link makes the router
 * preload that page, and on a build without part pages its data is not found.
 */
function errorsBesidesPartData(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    const partData = /\/_data\/pages\/[a-z-]+\/[^/]+\.json$/.test(message.location().url)
    if (message.type() === 'error' && !partData) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The lines whose cards hold the longest values: applications, a kit's contents. */
const cards = [
  ['/birlos-automotrices', 'birlos', 'BR-1245'],
  ['/kits-de-frenos-automotrices', 'kits-de-frenos', 'KF-101'],
] as const

for (const [path, line, key] of cards) {
  test(`${path}: ${key}'s card shows every column inside 360 px, links its page, quotes it`, async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto(path)
    await waitForHydration(page)
    const table = page.getByRole('table')
    await expect(table).toHaveCount(1)
    await expect(table.getByRole('columnheader', { name: 'Clave' })).toBeAttached()
    const header = page.getByRole('rowheader', { name: key, exact: true })
    await expect(table.getByRole('link', { name: key, exact: true })).toHaveAttribute(
      'href',
      partPath(line, key),
    )
    const row = table.getByRole('row').filter({ has: header })
    await row.scrollIntoViewIfNeeded()

    // Every column of the card is inside the screen, whole, and labelled with its column; the
    // page never scrolls sideways.
    const columns = (await table.getByRole('columnheader').allTextContents()).slice(1, -1)
    const shown = await row.evaluate((node) =>
      [...node.children].map((cell) => {
        const box = cell.getBoundingClientRect()
        return {
          left: box.left,
          right: box.right,
          height: box.height,
          // Content wider than its cell would spill out of it or need a sideways scroll.
          clipped: cell.scrollWidth > cell.clientWidth + 1,
          text: cell.textContent,
        }
      }),
    )
    expect(shown.length).toBe(columns.length + 2)
    for (const [index, cell] of shown.entries()) {
      const name = `${index === 0 ? 'Clave' : columns[index - 1]} of ${key}`
      expect(cell.left, name).toBeGreaterThanOrEqual(0)
      expect(cell.right, name).toBeLessThanOrEqual(PHONE.width)
      expect(cell.height, name).toBeGreaterThan(0)
      expect(cell.clipped, name).toBe(false)
      if (index > 0 && index <= columns.length) expect(cell.text).toContain(columns[index - 1])
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )

    // The table comes before the quote form, where a buyer reads it first.
    const form = page.locator(`#${QUOTE_FORM_ID} form`)
    const [tableTop, formTop] = await Promise.all([
      table.evaluate((node) => node.getBoundingClientRect().top + window.scrollY),
      form.evaluate((node) => node.getBoundingClientRect().top + window.scrollY),
    ])
    expect(tableTop).toBeLessThan(formTop)

    // 'Cotizar' takes the buyer to the form, below the header, with the part in the message.
    await row.getByRole('link', { name: `Cotizar ${key}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?pieza=${key}#${QUOTE_FORM_ID}$`))
    await expect(form.getByLabel(/^Mensaje/)).toHaveValue(new RegExp(`^Cotización de ${key} – `))
    const formHeading = page.locator(`#${QUOTE_FORM_ID} h2`)
    await expect(formHeading).toBeInViewport()
    expect((await formHeading.boundingBox())?.y).toBeGreaterThanOrEqual(await headerBottom(page))

    // On a tablet it is a table: it may scroll in its frame, the page never does.
    await page.setViewportSize({ width: 768, height: 1024 })
    await expect(table.getByRole('columnheader', { name: 'Clave' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
    expect(errors).toEqual([])
  })
}

test("'Mostrar más' appends the next parts in place, the focus on the first new one", async ({
  page,
}) => {
  const errors = errorsBesidesPartData(page)
  const total = await partsOf(page, 'birlos')
  // The measures page shows six of each line at first; the sample has more studs than twelve.
  expect(total).toBeGreaterThan(12)
  await page.goto('/medidas-birlos-y-tuercas')
  await waitForHydration(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const studs = page.getByRole('region', { name: 'Birlos con moleteado' })
  const keys = studs.locator('tbody th[scope="row"] a')
  const status = studs.getByRole('status')
  await expect(keys).toHaveCount(6)
  await expect(status).toHaveText(`Mostrando 1–6 de ${total} piezas`)
  const more = studs.getByRole('button', { name: 'Mostrar más piezas de Birlos automotrices' })

  await more.click()
  await expect(keys).toHaveCount(12)
  await expect(status).toHaveText(`Mostrando 1–12 de ${total} piezas`)
  await expect(keys.nth(6)).toBeFocused()
  await more.click()
  await expect(keys).toHaveCount(total)
  await expect(status).toHaveText(`Mostrando las ${total} piezas`)
  await expect(more).toHaveCount(0)

  // Each part once, each linked to its page, all without leaving the page.
  const links = await keys.evaluateAll((all) =>
    all.map((link) => ({ key: link.textContent ?? '', href: link.getAttribute('href') })),
  )
  expect(new Set(links.map(({ key }) => key)).size).toBe(total)
  for (const { key, href } of links) expect(href).toBe(partPath('birlos', key))
  expect(documents).toEqual([])
  await expect(page).toHaveURL(/\/medidas-birlos-y-tuercas$/)
  // The other table is as it was.
  await expect(
    page.getByRole('region', { name: 'Tuercas por rosca y asiento' }).locator('tbody tr'),
  ).toHaveCount(6)
  expect(errors).toEqual([])
})

test("a stud's key opens its part's page", async ({ page }) => {
  await page.goto('/birlos-automotrices')
  await waitForHydration(page)
  const key = page.getByRole('table').getByRole('link', { name: 'BR-1215', exact: true })
  await expect(key).toHaveAttribute('href', '/birlos-automotrices/br-1215')
  await key.click()
  await expect(page).toHaveURL(/\/birlos-automotrices\/br-1215$/)
})

test.describe('before any script has run (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false })

  test("the first parts are in the page, linked to their pages; a row's Cotizar reaches the form", async ({
    page,
  }) => {
    await page.goto('/birlos-automotrices')
    const table = page.getByRole('table')
    await expect(table.getByRole('link', { name: 'BR-1215', exact: true })).toHaveAttribute(
      'href',
      '/birlos-automotrices/br-1215',
    )
    expect(await table.locator('tbody tr').count()).toBe(
      Math.min(await partsOf(page, 'birlos'), DEFAULT_PAGE_SIZE),
    )
    await page.getByRole('link', { name: 'Cotizar BR-1245', exact: true }).click()
    await expect(page).toHaveURL(
      new RegExp(`/birlos-automotrices\\?pieza=BR-1245#${QUOTE_FORM_ID}$`),
    )
    await expect(page.locator(`#${QUOTE_FORM_ID} h2`)).toBeInViewport()
    await expect(page.locator(`#${QUOTE_FORM_ID}`).getByLabel(/^Mensaje/)).toBeVisible()
  })
})
