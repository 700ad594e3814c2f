import { collectErrors, waitForHydration } from './helpers'
import { expect, type Page, test } from './test'

/** Scroll positions across route changes and history, and a section whose code fails to load. */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => scrollY(page)).toBe(y)
  // The router records positions on scroll events, throttled: let it see this one.
  await page.waitForTimeout(300)
}

test('a new page view starts at the top; Back and Forward return to where the visitor was', async ({
  page,
}) => {
  await page.goto('/seguros-automotrices-interno-externo')
  await waitForHydration(page)
  await scrollTo(page, 900)

  // The main menu stays in view when scrolled, so clicking it does not scroll the page first.
  await menu(page).getByRole('link', { name: 'Kits de Frenos' }).click()
  await expect(page).toHaveURL(/\/kits-de-frenos-automotrices$/)
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(0)
  await scrollTo(page, 600)

  await page.goBack()
  await expect(page).toHaveURL(/\/seguros-automotrices-interno-externo$/)
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(900)

  await page.goForward()
  await expect(page).toHaveURL(/\/kits-de-frenos-automotrices$/)
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(600)

  // A link to a page seen before is a new page view: top again.
  await page.goBack()
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(900)
  await menu(page).getByRole('link', { name: 'Kits de Frenos' }).click()
  await expect(page).toHaveURL(/\/kits-de-frenos-automotrices$/)
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(0)
})

test('a section whose code fails to load shows the reload notice in its place; the page stays', async ({
  page,
}) => {
  await page.goto('/kits-de-frenos-automotrices')
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  expect(title).not.toBe('')
  // The quote form is a section of its own, downloaded by the pages that show it.
  await page.route('**/assets/QuoteFormSection-*.js', (route) => route.abort('failed'))
  await page.reload()
  // Its code is asked for once the page has hydrated and the section nears the screen.
  await waitForHydration(page)
  await page
    .getByRole('form', { name: /Solicitud de cotización|Contacto con ventas/ })
    .scrollIntoViewIfNeeded()
  const notice = page.getByRole('alert').filter({ hasText: 'Loading chunk failed' })
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await expect(notice.getByRole('button', { name: 'Recargar la página' })).toBeEnabled()
  // The rest of the prerendered page is still there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0)
  expect(await page.getByRole('heading', { name: 'Loading chunk failed' }).count()).toBe(1)

  // Once the code can be downloaded again, the button brings the section back.
  await page.unroute('**/assets/QuoteFormSection-*.js')
  await notice.getByRole('button', { name: 'Recargar la página' }).click()
  await expect(
    page.getByRole('form', { name: /Solicitud de cotización|Contacto con ventas/ }),
  ).toBeVisible()

  // With every section's code lost (the connection dropped), the page still shows one notice.
  const sectionCode = /\/assets\/[A-Z][A-Za-z]+-[\w-]+\.js$/
  await page.route(sectionCode, (route) => route.abort('failed'))
  await page.reload()
  await waitForHydration(page)
  await expect(notice).toBeVisible({ timeout: 15_000 })
  expect(await page.getByRole('heading', { name: 'Loading chunk failed' }).count()).toBe(1)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

// The next page's lazy sections used to arrive after it was shown: the page grew above the
// visitor, the browser's scroll anchoring carried 1,500 px down to 2,436 px, and Forward restored
// that. Route changes now wait for the sections' code, so the page is whole when it is shown.
test('Back to a page left at the top lands at the top; Forward returns deep into the next one', async ({
  page,
}) => {
  await page.goto('/contacto-ventas-pernos-birlos')
  await waitForHydration(page)
  await menu(page).getByRole('link', { name: 'Kits de Frenos' }).click()
  await expect(page).toHaveURL(/\/kits-de-frenos-automotrices$/)
  // The URL changes as the navigation starts; the page is shown once its content has loaded
  // (until then the tall contact page is still the one on screen).
  await expect(page.locator('h1')).toHaveText(/^Kits de frenos/)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - innerHeight))
    .toBeGreaterThan(1500)
  await scrollTo(page, 1500)
  await page.goBack()
  await expect(page).toHaveURL(/\/contacto-ventas-pernos-birlos$/)
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(0)
  await page.goForward()
  await expect(page).toHaveURL(/\/kits-de-frenos-automotrices$/)
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(1500)
})

test("each page is a page of its own: what was typed in one page's form is not in the next one's", async ({
  page,
}) => {
  const errors = collectErrors(page)
  // The line pages render through one route, and their quote forms are the same section.
  const name = page.locator('#cotizar').getByLabel(/^Nombre/)
  await page.goto('/birlos-automotrices')
  await waitForHydration(page)
  await name.fill('Ana Ruiz')
  await menu(page).getByRole('link', { name: 'Kits de Frenos' }).click()
  await expect(page).toHaveURL(/\/kits-de-frenos-automotrices$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/frenos/i)
  await expect(name).toHaveValue('')
  expect(errors).toEqual([])
})
