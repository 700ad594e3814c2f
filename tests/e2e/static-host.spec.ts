import type { Server } from 'node:http'
import { collectErrors, E2E_BASE_URL, waitForHydration } from './helpers'
import { serveStaticHost } from './static-host'
import { expect, type Page, test } from './test'

/**
 * The snapshot build on a stand-in static host that applies its `_headers`: each page's meta
 * policy lets its own inline scripts run (it hydrates, no violation) and stops any other inline
 * script, which the header policy alone would allow.
 */
let host: { server: Server; url: string }
test.beforeAll(async () => {
  host = await serveStaticHost('dist/client')
})
test.afterAll(() => {
  host.server.close()
})

/** Records every Content-Security-Policy violation of the page from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { violations: string[] }).violations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations)

for (const [name, path, status] of [
  ['a content page', '/aviso-de-privacidad', 200],
  ['a product page', '/pernos-para-puerta/pp-1', 200],
  ['the 404 page', '/no-existe-en-el-sitio', 404],
  ["the product route's 404 page", '/pernos-para-puerta/no-existe', 404],
] as const) {
  test(`static host: ${name} runs its own inline scripts and no other`, async ({ page }) => {
    await watchViolations(page)
    const response = await page.goto(host.url + path)
    expect(response?.status()).toBe(status)
    expect(response?.headers()['content-security-policy']).toContain("'unsafe-inline'")
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      return (window as unknown as { injected?: boolean }).injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations(page)).toHaveLength(1)
  })
}

test('static host: a redirect stub moves on under its own policy', async ({ page }) => {
  await watchViolations(page)
  await page.goto(`${host.url}/pernos`)
  await page.waitForURL(`${host.url}/pernos-para-puerta`)
  await waitForHydration(page)
  expect(await violations(page)).toEqual([])
})

test('static host: a filtered address of the catalogue, sent its unfiltered page, hydrates it and shows its own list', async ({
  page,
  request,
}) => {
  // The host serves files only; the catalogue API is the site's own server's.
  await page.route(`${host.url}/api/**`, async (route) => {
    const url = new URL(route.request().url())
    route.fulfill({ response: await request.get(`${E2E_BASE_URL}${url.pathname}${url.search}`) })
  })
  const errors = collectErrors(page)
  await watchViolations(page)
  const peugeot = ((await (await request.get('/api/productos/marca/Peugeot')).json()) as unknown[])
    .length
  const all = ((await (await request.get('/api/productos')).json()) as unknown[]).length
  const url = `${host.url}/pernos-para-puerta?marca=Peugeot`
  const served = await (await request.get(url)).text()
  expect(served).toContain(`Mostrando 1–9 de ${all} resultados`)
  await page.goto(url)
  await waitForHydration(page)
  const catalogue = page.locator('#catalogo')
  await expect(catalogue.getByRole('status')).toHaveText(
    peugeot === 1
      ? 'Mostrando 1–1 de 1 resultado'
      : `Mostrando 1–${Math.min(9, peugeot)} de ${peugeot} resultados`,
  )
  await expect(catalogue.getByRole('link', { name: /^Peugeot \d+ productos$/ })).toHaveAttribute(
    'aria-current',
  )
  expect(errors).toEqual([])
  expect(await violations(page)).toEqual([])
})
