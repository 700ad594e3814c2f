import { readSnapshot } from '../../src/content/snapshot-source'
import { createFakeSanity } from '../fake-sanity'
import { STAND_IN_PRODUCTS } from './contract-server/data'
import { collectErrors, E2E_LIVE_BASE_URL, openAtCatalogue, waitForHydration } from './helpers'
import { answerAsSanity } from './live/stand-ins'
import { sendQuoteAs } from './outbox'
import { expect, type Locator, type Page, test } from './test'

// The catalogue journeys against another server that follows the contract
// (tests/e2e/contract-server/): the live build's VITE_CATALOG_API_URL points at it, and its
// product pages were prerendered from it. Its makes and models have accents, spaces, `/`, `%`,
// `#`, `&`, `+`, and names that are numbers.

const PATH = `${E2E_LIVE_BASE_URL}/pernos-para-puerta`
const documents = await readSnapshot('studio/data/production.ndjson')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The stand-in's products that fit a make (and model, and year). */
function fitting(make: string, model?: string, year?: number): string[] {
  return STAND_IN_PRODUCTS.filter((p) =>
    p.fits.some(
      ([m, mo, from, to]) =>
        m === make &&
        (model === undefined || mo === model) &&
        (year === undefined || (from <= year && year <= to)),
    ),
  ).map((p) => p.key)
}

function catalogue(page: Page) {
  const root = page.locator('#catalogo')
  return {
    root,
    results: root.getByRole('status'),
    keys: root.getByRole('article').getByRole('heading').locator('span:first-child'),
    filter: (name: string): Locator =>
      root.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)} \\d+ productos?$`) }),
    search: root.getByRole('searchbox', { name: /Buscar por clave/ }),
  }
}

const results = (n: number) =>
  n === 1 ? 'Mostrando 1–1 de 1 resultado' : `Mostrando 1–${n} de ${n} resultados`

/** The URL's filter, decoded as the page's own code would read it. */
function filterOf(page: Page) {
  const params = new URL(page.url()).searchParams
  const plain = (key: string) => params.get(key)?.replace(/^"(.*)"$/, '$1') ?? null
  return { marca: plain('marca'), modelo: plain('modelo'), anio: plain('anio'), q: plain('q') }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // The build's live content asks Sanity: the tests' stand-in answers with the snapshot.
  await answerAsSanity(page, createFakeSanity(documents))
})

/** The keys of the cards shown, in any order (a search orders them by relevance). */
async function expectKeys(keys: Locator, expected: string[]) {
  await expect
    .poll(async () => (await keys.allTextContents()).sort(), { timeout: 15_000 })
    .toEqual([...expected].sort())
}

test('makes and models with `/`, `%`, `#`, `&`, `+`, accents and numbers filter, restore and go Back', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  await expect(c.results).toHaveText(
    `Mostrando 1–${STAND_IN_PRODUCTS.length} de ${STAND_IN_PRODUCTS.length} resultados`,
  )

  // A make with a hyphen, a model with a slash and spaces, then a year.
  const clase = 'Clase C / W204'
  await c.filter('Mercedes-Benz').click()
  await expect.poll(() => filterOf(page).marca).toBe('Mercedes-Benz')
  await c.filter(clase).click()
  await expect.poll(() => filterOf(page).modelo).toBe(clase)
  await expect(c.results).toHaveText(results(fitting('Mercedes-Benz', clase).length))
  await expectKeys(c.keys, fitting('Mercedes-Benz', clase))
  const years = c.root.getByRole('list', { name: `Año · ${clase}` })
  await years.getByRole('link', { name: '2009', exact: true }).click()
  await expect.poll(() => filterOf(page).anio).toBe('2009')
  await expectKeys(c.keys, fitting('Mercedes-Benz', clase, 2009))
  const shared = page.url()

  // A make that is a number, a model with a percent sign; a model two makes share.
  await c.filter('2024').click()
  await expect.poll(() => filterOf(page)).toMatchObject({ marca: '2024', modelo: null })
  await c.filter('100% Eléctrico').click()
  await expect.poll(() => filterOf(page).modelo).toBe('100% Eléctrico')
  await expectKeys(c.keys, fitting('2024', '100% Eléctrico'))
  await c.filter('500').click()
  await expect.poll(() => filterOf(page).modelo).toBe('500')
  // Alfa Romeo has a 500 too: its pin does not show under 2024.
  await expectKeys(c.keys, fitting('2024', '500'))

  // A model with a hash, a make with an ampersand and a model with a plus.
  await c.filter('Alfa Romeo').click()
  await c.filter('#1 Edición').click()
  await expect.poll(() => filterOf(page).modelo).toBe('#1 Edición')
  await expectKeys(c.keys, fitting('Alfa Romeo', '#1 Edición'))
  await c.filter('Ram & Dodge').click()
  await c.filter('Ram 1500+').click()
  await expect
    .poll(() => filterOf(page))
    .toMatchObject({ marca: 'Ram & Dodge', modelo: 'Ram 1500+' })
  await expectKeys(c.keys, fitting('Ram & Dodge', 'Ram 1500+'))

  // Back through the history, Forward again.
  await page.goBack()
  await expect.poll(() => filterOf(page)).toMatchObject({ marca: 'Ram & Dodge', modelo: null })
  await page.goBack()
  await expect.poll(() => filterOf(page).modelo).toBe('#1 Edición')
  await expectKeys(c.keys, fitting('Alfa Romeo', '#1 Edición'))
  await page.goForward()
  await expect.poll(() => filterOf(page).marca).toBe('Ram & Dodge')

  // The shared URL opens the same view, cold.
  await page.goto(shared)
  await waitForHydration(page)
  await expectKeys(c.keys, fitting('Mercedes-Benz', clase, 2009))
  await expect(years.getByRole('link', { name: '2009', exact: true })).toHaveAttribute(
    'aria-current',
  )
  expect(errors).toEqual([])
})

test('a make typed without its accent and a model in capitals become the canonical names', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(`${PATH}?marca=citroen&modelo=BERLINGO`)
  await waitForHydration(page)
  const c = catalogue(page)
  await expect.poll(() => filterOf(page)).toMatchObject({ marca: 'Citroën', modelo: 'Berlingo' })
  await expectKeys(c.keys, fitting('Citroën', 'Berlingo'))
  // Hand-encoded awkward names in a link from elsewhere.
  await page.goto(
    `${PATH}?marca=${encodeURIComponent('2024')}&modelo=${encodeURIComponent('100% eléctrico')}`,
  )
  await waitForHydration(page)
  await expect.poll(() => filterOf(page).modelo).toBe('100% Eléctrico')
  await expectKeys(c.keys, fitting('2024', '100% Eléctrico'))
  expect(errors).toEqual([])
})

test('search finds by model with a slash and by key with a space; no match helps', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  await c.search.fill('W204')
  await expectKeys(c.keys, fitting('Mercedes-Benz', 'Clase C / W204'))
  await expect.poll(() => filterOf(page).q).toBe('W204')
  await c.search.fill('cx 5')
  await expect(c.keys.first()).toHaveText('CX 5')
  await expect.poll(() => filterOf(page).q).toBe('cx 5')
  await page.reload()
  await waitForHydration(page)
  await expect(c.search).toHaveValue('cx 5')
  await expect(c.keys.first()).toHaveText('CX 5')
  await c.search.fill('zzzz sin pieza')
  await expect(c.root.getByText('¿No encuentras tu pieza? Envíanos foto o medidas')).toBeVisible()
  expect(errors).toEqual([])
})

test('a card opens its page in the browser; a cold URL is prerendered from the stand-in; an unknown key is a 404', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  await page.goto(`${PATH}?marca=Ram+%26+Dodge`)
  await waitForHydration(page)
  const c = catalogue(page)
  await expectKeys(c.keys, fitting('Ram & Dodge'))
  await c.root.getByRole('link', { name: /^CX 5/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'CX 5 Kit de pernos de bisagra (2 pernos y 4 bujes)',
  )
  expect(new URL(page.url()).pathname).toBe('/pernos-para-puerta/cx%205')
  await expect(page.getByRole('table').nth(1)).toContainText('Ram 1500+')
  // This catalogue sends no facts: the spec table has its measures only, and no equivalences.
  await expect(
    page.getByRole('table', { name: 'Especificaciones' }).getByRole('rowheader'),
  ).toHaveText(['Clave', 'Largo', 'Diámetro'])
  await expect(page.getByRole('heading', { name: 'Equivalencias' })).toHaveCount(0)
  await page.goBack()
  await expect.poll(() => filterOf(page).marca).toBe('Ram & Dodge')

  for (const product of STAND_IN_PRODUCTS) {
    const path = `/pernos-para-puerta/${encodeURIComponent(product.key.toLowerCase())}`
    const response = await request.get(`${E2E_LIVE_BASE_URL}${path}`)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain(`<h1`)
    expect(html, path).toContain(product.key)
    // Its drawing, with its own measures, is a file the build wrote from the stand-in's answer.
    const drawing = /src="(\/img\/productos\/[^"/]+\.svg)"/.exec(html)?.[1]
    expect(drawing, path).toBeDefined()
    const svg = await request.get(`${E2E_LIVE_BASE_URL}${drawing}`)
    expect(svg.headers()['cache-control'], `${path}: ${drawing}`).not.toBe('no-store')
    expect(await svg.text(), `${path}: ${drawing}`).toContain(`L ${product.length}`)
    // No facts row or equivalences section stands empty.
    for (const label of ['Posición', 'Piezas por paquete', 'Acabado', 'Material']) {
      expect(html, path).not.toContain(`<th scope="row">${label}</th>`)
    }
    expect(html, path).not.toContain('Equivalencias')
  }
  expect(errors).toEqual([])
  const missingErrors = collectErrors(page, { documentStatus: 404 })
  const missing = await page.goto(`${PATH}/no-existe-999`)
  expect(missing?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/no encontr/i)
  expect(missingErrors).toEqual([])
})

test("the product's quote form sends the key", async ({ page }) => {
  const product = STAND_IN_PRODUCTS.find((p) => p.key === 'CX 5')
  if (!product) throw new Error('no CX 5')
  await page.goto(`${PATH}/${encodeURIComponent('cx 5')}`)
  await waitForHydration(page)
  const person = `Contrato E2E ${Date.now()}`
  expect(await sendQuoteAs(page, person)).toBe(`Cotización de ${product.key} – ${product.name}`)
})
