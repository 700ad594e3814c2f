import { collectErrors, openAtCatalogue, waitForHydration } from './helpers'
import { type APIRequestContext, expect, type Locator, type Page, test } from './test'

// The door-bolt catalogue on /pernos-para-puerta against the real local API: filters, pages,
// sort, state in the URL, Back and Forward. Counts come from the API, not from hard-coded copy.

const PATH = '/pernos-para-puerta'

async function count(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`/api${path}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as unknown[]).length
}

function catalogue(page: Page) {
  const root = page.locator('#catalogo')
  return {
    root,
    results: root.getByRole('status'),
    cards: root.getByRole('article'),
    filter: (name: string): Locator =>
      root.getByRole('link', { name: new RegExp(`^${name} \\d+ productos$`) }),
    pages: root.getByRole('navigation', { name: 'Páginas del catálogo' }),
    sort: root.getByLabel('Ordenar'),
  }
}

const shown = (first: number, last: number, total: number) =>
  `Mostrando ${first}–${last} de ${total} resultados`

test.use({ viewport: { width: 1280, height: 900 } })

test('brand, model, another brand, page 2, sort, Mostrar todos; Back and Forward', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const all = await count(request, '/productos')
  const peugeot206 = await count(request, '/productos/modelo/206')
  const nissan = await count(request, '/productos/marca/Nissan')
  expect(nissan).toBeGreaterThan(9)
  // What the catalogue asks: pages of results, the makes, a make's models, a part; never a whole list.
  const asked: string[] = []
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (pathname.startsWith('/api/')) asked.push(pathname)
  })

  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  await expect(c.results).toHaveText(shown(1, 9, all))
  await expect(c.cards).toHaveCount(9)
  await expect(c.filter('Mostrar todos')).toHaveAccessibleName(`Mostrar todos ${all} productos`)
  await expect(c.root.getByText(/Pernos por modelo/)).toHaveCount(0)

  await c.filter('Peugeot').click()
  await expect(page).toHaveURL(/\?marca=Peugeot$/)
  await expect(c.filter('Peugeot')).toHaveAttribute('aria-current')
  await expect(c.root.getByText(/Pernos por modelo/)).toBeVisible()

  await c.filter('206').click()
  await expect(page).toHaveURL(/modelo=/)
  expect(new URL(page.url()).searchParams.get('modelo')?.replaceAll('"', '')).toBe('206')
  await expect(c.results).toHaveText(
    peugeot206 === 1 ? 'Mostrando 1–1 de 1 resultado' : shown(1, peugeot206, peugeot206),
  )
  await expect(c.filter('206')).toHaveAttribute('aria-current')

  await c.filter('Nissan').click()
  await expect(page).toHaveURL(/\?marca=Nissan$/)
  await expect(c.results).toHaveText(shown(1, 9, nissan))

  await c.pages.getByRole('link', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/pagina=2/)
  await expect(c.results).toHaveText(shown(10, Math.min(18, nissan), nissan))
  await expect(c.pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current')
  await expect(c.results).toBeInViewport()

  await c.sort.selectOption({ label: 'Nuevos' })
  await expect(page).toHaveURL(/\?marca=Nissan&orden=nuevo$/)
  await expect(c.results).toHaveText(shown(1, 9, nissan))

  await c.filter('Mostrar todos').click()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(c.results).toHaveText(shown(1, 9, all))
  await expect(c.sort).toHaveValue('numero')

  // Back returns to the previous filter, Forward comes back.
  await page.goBack()
  await expect(page).toHaveURL(/\?marca=Nissan&orden=nuevo$/)
  await expect(c.results).toHaveText(shown(1, 9, nissan))
  await expect(c.sort).toHaveValue('nuevo')
  await expect(c.filter('Nissan')).toHaveAttribute('aria-current')
  await page.goBack()
  await expect(page).toHaveURL(/pagina=2/)
  await expect(c.results).toHaveText(shown(10, Math.min(18, nissan), nissan))
  await page.goForward()
  await expect(c.sort).toHaveValue('nuevo')

  expect(errors).toEqual([])
  // (The pointer passing over other makes may preload their models too.)
  expect(asked).toContain('/api/pernos/buscar')
  for (const path of asked) {
    // A card's part page is preloaded on intent: one part's answer.
    expect(path).toMatch(/^\/api\/(pernos\/buscar|marcas|modelos\/marca\/[^/]+|producto\/[^/]+)$/)
  }
})

test('a shared link restores the same view, a model named 206 included', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const all = await count(request, '/productos')
  const nissan = await count(request, '/productos/marca/Nissan')

  await page.goto(`${PATH}?marca=Nissan&orden=nuevo&pagina=2`)
  await waitForHydration(page)
  const c = catalogue(page)
  await expect(c.results).toHaveText(shown(10, Math.min(18, nissan), nissan))
  // The link was shared for its list: it opens there, not seven screens above it.
  await expect(c.results).toBeInViewport()
  await expect(c.sort).toHaveValue('nuevo')
  await expect(c.filter('Nissan')).toHaveAttribute('aria-current')
  await expect(c.filter('Mostrar todos')).toHaveAccessibleName(`Mostrar todos ${all} productos`)

  await page.goto(`${PATH}?marca=Peugeot&modelo=206`)
  await waitForHydration(page)
  await expect(c.filter('206')).toHaveAttribute('aria-current')
  const peugeot206 = await count(request, '/productos/modelo/206')
  await expect(c.cards).toHaveCount(peugeot206)
  expect(errors).toEqual([])
})

test('bad values in the URL fall back to the defaults without an error', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const all = await count(request, '/productos')
  // With nothing valid left, the address is the plain page's: the catalogue loads as it nears.
  await openAtCatalogue(page, `${PATH}?orden=precio&pagina=abc`)
  const c = catalogue(page)
  await expect(c.results).toHaveText(shown(1, 9, all))
  await expect(c.sort).toHaveValue('numero')

  await page.goto(`${PATH}?pagina=999`)
  await waitForHydration(page)
  const lastFirst = Math.floor((all - 1) / 9) * 9 + 1
  await expect(c.results).toHaveText(shown(lastFirst, all, all))
  expect(errors).toEqual([])
})

test('the prerendered page holds the first page of door pins, its filters and its pages', async ({
  request,
}) => {
  const all = await count(request, '/productos')
  const html = await (await request.get(PATH)).text()
  expect(html).toContain('id="catalogo"')
  expect(html).toContain(shown(1, 9, all))
  expect(html.match(/<article/g)).toHaveLength(9)
  expect(html).toContain(`href="${PATH}?marca=Nissan"`)
  expect(html).toContain(`href="${PATH}?pagina=2"`)
  expect(html).not.toContain('Cargando productos…')
})

test('a filtered address served the unfiltered page hydrates it, then shows its own list', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const tsuru = await count(request, '/productos/modelo/Tsuru')
  const all = await count(request, '/productos')
  const url = `${PATH}?marca=Nissan&modelo=Tsuru&orden=nuevo`
  // Every address of the page is sent the same prerendered HTML: the unfiltered first page.
  const served = await (await request.get(url)).text()
  expect(served).toContain(shown(1, 9, all))
  await page.goto(url)
  await waitForHydration(page)
  const c = catalogue(page)
  await expect(c.results).toHaveText(shown(1, Math.min(9, tsuru), tsuru))
  await expect(c.filter('Tsuru')).toHaveAttribute('aria-current')
  await expect(c.filter('Mostrar todos')).not.toHaveAttribute('aria-current')
  await expect(c.sort).toHaveValue('nuevo')
  for (const card of await c.cards.all()) await expect(card).toContainText('Tsuru')
  // Its controls are the router's: a page choice loads no document.
  const documents: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url())
  })
  await c.filter('Sentra').click()
  await expect(page).toHaveURL(/modelo=Sentra/)
  await expect(c.filter('Sentra')).toHaveAttribute('aria-current')
  expect(documents).toEqual([])
  expect(errors).toEqual([])
})

test('on a phone the filters are a disclosure above the list', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  await expect(c.cards.first()).toBeVisible()
  const toggle = c.root.getByRole('button', { name: /^Filtrar/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(c.filter('Nissan')).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await c.filter('Nissan').click()
  await expect(page).toHaveURL(/marca=Nissan/)

  // The panel stays open through make, model and year, each next list brought up under the
  // header as it arrives, with no scrolling by the visitor; its sticky button closes it onto the
  // results: the button at the top of the screen, the results right below.
  /** `target` sits right under the header's bar, which is fixed at the top once scrolled. */
  const underHeader = async (target: Locator) => {
    const box = await page.getByRole('banner').locator('[data-sticky="true"]').boundingBox()
    const below = (box?.y ?? 0) + (box?.height ?? 0)
    const top = async () => (await target.boundingBox())?.y ?? Number.NaN
    // Polled: the scroll may be a smooth one.
    await expect.poll(top).toBeGreaterThanOrEqual(below - 1)
    await expect.poll(top).toBeLessThan(below + 48)
  }
  const nextUp = async (name: string) => {
    const heading = c.root.getByRole('heading', { name })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(heading).toBeInViewport()
    await underHeader(heading)
  }
  await nextUp('Pernos por modelo · Nissan')
  await c.filter('Tsuru').click()
  await expect(page).toHaveURL(/modelo=Tsuru/)
  await nextUp('Año · Tsuru')
  const years = c.root.getByRole('list', { name: 'Año · Tsuru' })
  await years.getByRole('link', { name: '1995', exact: true }).click()
  await expect(page).toHaveURL(/anio=1995/)
  const show = c.root.getByRole('button', { name: /^Ver \d+ piezas?$/ })
  await expect(show).toBeInViewport()
  await show.click()

  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toHaveText('Filtrar: Nissan · Tsuru · 1995')
  await expect(toggle).toBeInViewport()
  await expect(c.results).toBeInViewport()
  await expect(c.cards.first()).toBeInViewport()
  await underHeader(toggle)
})

test('on a phone a page number and Mostrar todos bring up the first row of results', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  const all = await count(request, '/productos')
  const nissan = await count(request, '/productos/marca/Nissan')
  await openAtCatalogue(page, `${PATH}?marca=Nissan`)
  const c = catalogue(page)
  await expect(c.results).toHaveText(shown(1, 9, nissan))
  await clickPage2UnderOpenFilters(c)
  await expect(c.results).toHaveText(shown(10, Math.min(18, nissan), nissan))
  await expect(c.results).toBeInViewport()
  await expect(c.cards.first()).toBeInViewport()
  await expect(c.filter('Nissan')).not.toBeInViewport()

  // 'Mostrar todos', at the top of the open panel, leads to the results too.
  const showAll = c.filter('Mostrar todos')
  await showAll.scrollIntoViewIfNeeded()
  await expect(c.cards.first()).not.toBeInViewport()
  await showAll.click()
  await expect(page).toHaveURL(/\/pernos-para-puerta$/)
  await expect(c.results).toHaveText(shown(1, 9, all))
  await expect(c.cards.first()).toBeInViewport()
  await expect(showAll).not.toBeInViewport()
})

/**
 * On a phone: opens the panel of filters (a screen or two of makes and models above the
 * results), scrolls to the pages under the nine results, where the first result is out of
 * sight, and chooses page 2.
 */
async function clickPage2UnderOpenFilters(c: ReturnType<typeof catalogue>) {
  const toggle = c.root.getByRole('button', { name: /^Filtrar/ })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const page2 = c.pages.getByRole('link', { name: 'Página 2', exact: true })
  await page2.scrollIntoViewIfNeeded()
  await expect(c.cards.first()).not.toBeInViewport()
  await page2.click()
}

test('with reduced motion the first row of results is brought up at once, not scrolled to', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 360, height: 640 })
  const all = await count(request, '/productos')
  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  await clickPage2UnderOpenFilters(c)
  await expect(c.results).toHaveText(shown(10, Math.min(18, all), all))
  // Where the page stands as the results show is where it stays: no scroll still under way.
  const top = await page.evaluate(() => window.scrollY)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(top)
  await expect(c.cards.first()).toBeInViewport()
})

test('a make or model in another spelling becomes the canonical one; a foreign model is dropped', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const tsuru = await count(request, '/productos/modelo/Tsuru')
  await page.goto(`${PATH}?marca=nissan&modelo=TSURÚ`)
  await waitForHydration(page)
  const c = catalogue(page)
  await expect(page).toHaveURL(/\?marca=Nissan&modelo=Tsuru$/)
  await expect(c.filter('Tsuru')).toHaveAttribute('aria-current')
  await expect(c.results).toHaveText(shown(1, Math.min(9, tsuru), tsuru))

  // Corolla is a Toyota: under Nissan it is dropped, and no card shows a product without Nissan.
  const nissan = await count(request, '/productos/marca/Nissan')
  await page.goto(`${PATH}?marca=Nissan&modelo=Corolla`)
  await waitForHydration(page)
  await expect(page).toHaveURL(/\?marca=Nissan$/)
  await expect(c.results).toHaveText(shown(1, 9, nissan))
  for (const card of await c.cards.all()) await expect(card).toContainText('Nissan')
  expect(errors).toEqual([])
})

test('the door-pins page links: Ver catálogo, the quote button, each make', async ({ page }) => {
  await page.goto(PATH)
  await waitForHydration(page)
  const hero = page.getByRole('main')
  await hero.getByRole('link', { name: 'Ver catálogo' }).click()
  await expect(page).toHaveURL(/#catalogo$/)
  await expect(page.locator('#catalogo')).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 0))
  await hero.getByRole('link', { name: 'Solicitar cotización' }).click()
  await expect(page).toHaveURL(/#client-area$/)

  const makes = page.getByRole('region', { name: 'Pernos para las marcas que más circulan' })
  const wordmark = makes.getByRole('link', { name: 'Peugeot' })
  await expect(wordmark).toHaveAttribute('href', `${PATH}?marca=Peugeot#catalogo`)
  await wordmark.evaluate((link: HTMLAnchorElement) => link.click())
  await expect(page).toHaveURL(/\?marca=Peugeot#catalogo$/)
  const c = catalogue(page)
  await expect(c.filter('Peugeot')).toHaveAttribute('aria-current')
  await expect(c.root).toBeInViewport()
})

test('search by key, by car and misspelt, with a make; the URL restores it; no match helps', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  const box = c.root.getByRole('searchbox', { name: /Buscar por clave/ })
  await box.pressSequentially('pp 12', { delay: 30 })
  await expect(box).toHaveValue('pp 12')
  await expect(c.cards.first().getByRole('heading')).toContainText('PP-12')
  await expect(page).toHaveURL(/q=pp(\+|%20)12/)

  await box.fill('tsuro')
  await expect(c.cards.first()).toContainText('Tsuru')
  await c.filter('Nissan').click()
  await expect(page).toHaveURL(/q=tsuro.*marca=Nissan|marca=Nissan.*q=tsuro/)
  for (const card of await c.cards.all()) await expect(card).toContainText('Tsuru')
  const text = (await c.results.textContent()) ?? ''

  await page.reload()
  await waitForHydration(page)
  await expect(box).toHaveValue('tsuro')
  await expect(c.results).toHaveText(text)

  await box.fill('zzzz sin pieza')
  await expect(c.root.getByText('¿No encuentras tu pieza? Envíanos foto o medidas')).toBeVisible()
  await expect(c.root.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
  await expect(c.root.getByRole('link', { name: 'Solicitar cotización' })).toHaveAttribute(
    'href',
    '#client-area',
  )

  // A wheel stud's number is no door pin: the notice names where on the site it is.
  await c.filter('Mostrar todos').click()
  await box.fill('BR 1245')
  const elsewhere = c.root.getByText('En otras líneas y páginas del sitio')
  await expect(elsewhere).toBeVisible()
  await expect(page).toHaveURL(/q=BR(\+|%20)1245/)
  // It links to its part's page (the part pages' branch writes the page; this test the link).
  await expect(c.root.getByRole('link', { name: /^BR-1245/ })).toHaveAttribute(
    'href',
    '/birlos-automotrices/br-1245',
  )
  expect(errors).toEqual([])
})

test('the header search opens the catalogue with the query', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('banner').locator('summary[aria-label="Buscar pieza"]').click()
  await page.getByRole('searchbox', { name: /Buscar pieza/ }).fill('sedan')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/pernos-para-puerta\?q=sedan#catalogo$/)
  const c = catalogue(page)
  await expect(c.root.getByRole('searchbox')).toHaveValue('sedan')
  await expect(c.cards.first()).toContainText('Sedán')
})

test('make, model, year: the year narrows the list, a shared URL restores it, Back and Forward', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const YEAR = 1995
  const tsuruList = (await (await request.get('/api/productos/modelo/Tsuru')).json()) as {
    aplicaciones_producto: string
  }[]
  const tsuru = tsuruList.length
  // Products whose Tsuru range holds the year, or whose years are not written as a range.
  const inYear = tsuruList.filter(({ aplicaciones_producto: text }) => {
    const range = /Nissan Tsuru (\d{4})(?:\s*[–-]\s*(\d{4}))?/.exec(text)
    if (!range) return true
    const from = Number(range[1])
    return from <= YEAR && YEAR <= Number(range[2] ?? from)
  }).length
  expect(inYear).toBeGreaterThan(0)
  expect(inYear).toBeLessThan(tsuru)
  const results = (n: number) => (n === 1 ? 'Mostrando 1–1 de 1 resultado' : shown(1, n, n))

  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  const years = c.root.getByRole('list', { name: 'Año · Tsuru' })
  await c.filter('Nissan').click()
  await expect(page).toHaveURL(/\?marca=Nissan$/)
  await expect(c.root.getByRole('list', { name: /^Año/ })).toHaveCount(0)
  await c.filter('Tsuru').click()
  await expect(c.results).toHaveText(results(tsuru))
  await expect(years.getByRole('link', { name: 'Todos los años' })).toHaveAttribute('aria-current')

  // The year's page came with the model's answer: the tap asks for nothing.
  const yearAsks: string[] = []
  page.on('request', (sent) => {
    if (/\/api\/pernos\/buscar\?.*anio=/.test(sent.url())) yearAsks.push(sent.url())
  })
  await years.getByRole('link', { name: String(YEAR), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?marca=Nissan&modelo=Tsuru&anio=${YEAR}$`))
  await expect(c.results).toHaveText(results(inYear))
  expect(yearAsks).toEqual([])
  await expect(c.cards).toHaveCount(inYear)
  for (const card of await c.cards.all()) await expect(card).toContainText('Tsuru')

  // A shared link opens the same view (asked for: the listener above sees such a request).
  await page.goto(`${PATH}?marca=Nissan&modelo=Tsuru&anio=${YEAR}`)
  await waitForHydration(page)
  await expect(c.results).toHaveText(results(inYear))
  expect(yearAsks.length).toBeGreaterThan(0)
  await expect(years.getByRole('link', { name: String(YEAR), exact: true })).toHaveAttribute(
    'aria-current',
  )

  // Back to the whole model, Forward to the year again.
  await years.getByRole('link', { name: 'Todos los años' }).click()
  await expect(page).toHaveURL(/\?marca=Nissan&modelo=Tsuru$/)
  await expect(c.results).toHaveText(results(tsuru))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`anio=${YEAR}$`))
  await expect(c.results).toHaveText(results(inYear))
  await page.goForward()
  await expect(page).toHaveURL(/\?marca=Nissan&modelo=Tsuru$/)
  await expect(c.results).toHaveText(results(tsuru))

  // A year the model does not have is dropped in place; on a phone the closed panel names the year.
  await page.goto(`${PATH}?marca=nissan&modelo=tsuru&anio=1950`)
  await waitForHydration(page)
  await expect(page).toHaveURL(/\?marca=Nissan&modelo=Tsuru$/)
  await expect(c.results).toHaveText(results(tsuru))
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`${PATH}?marca=Nissan&modelo=Tsuru&anio=${YEAR}`)
  await waitForHydration(page)
  const toggle = c.root.getByRole('button', { name: /^Filtrar/ })
  await expect(toggle).toHaveText(`Filtrar: Nissan · Tsuru · ${YEAR}`)
  await toggle.click()
  await years.getByRole('link', { name: 'Todos los años' }).click()
  await expect(page).toHaveURL(/\?marca=Nissan&modelo=Tsuru$/)
  await c.root.getByRole('button', { name: /^Ver \d+ piezas?$/ }).click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toHaveText('Filtrar: Nissan · Tsuru')
  expect(errors).toEqual([])
})

test('on a phone the jump to the catalogue is in the first screen and lands on it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(PATH)
  await waitForHydration(page)
  const jump = page.getByRole('main').getByRole('link', { name: 'Ver catálogo' })
  await expect(jump).toBeInViewport()
  await jump.click()
  await expect(page.locator('#catalogo').getByRole('heading').first()).toBeInViewport()
})

test('a failed brand call leaves the selection, the URL and the list in agreement', async ({
  page,
  request,
}) => {
  const all = await count(request, '/productos')
  await page.route(
    (url) => url.pathname === '/api/pernos/buscar' && url.searchParams.get('marca') === 'Ford',
    (route) => route.fulfill({ status: 500, body: 'boom' }),
  )
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  // The newest first: shown once its own list has come (the served HTML is the unfiltered list,
  // of the same count), so a failure goes back to it rather than to the list served.
  const newest = await request.get('/api/pernos/buscar?orden=nuevo')
  const [first] = ((await newest.json()) as { productos: { clave_producto: string }[] }).productos
  await page.goto(`${PATH}?orden=nuevo`)
  await waitForHydration(page)
  const c = catalogue(page)
  await expect(c.results).toHaveText(shown(1, 9, all))
  await expect(c.cards.first()).toContainText(first?.clave_producto ?? 'sin productos')
  await c.filter('Ford').click()
  await expect
    .poll(() => logged.some((text) => text.includes('no se pudo filtrar por marca')))
    .toBe(true)
  // The list of every product stays, and so do the URL and the selection that name it.
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?orden=nuevo$`))
  await expect(c.results).toHaveText(shown(1, 9, all))
  await expect(c.filter('Mostrar todos')).toHaveAttribute('aria-current')
  await expect(c.filter('Ford')).not.toHaveAttribute('aria-current')
  await expect(c.sort).toHaveValue('nuevo')
  await expect(c.root.getByText(/Pernos por modelo/)).toHaveCount(0)
})

test('filter and page links open the filtered view in a new tab', async ({ page, context }) => {
  await openAtCatalogue(page, PATH)
  const c = catalogue(page)
  await expect(c.filter('Nissan')).toHaveAttribute('href', `${PATH}?marca=Nissan`)
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    c.filter('Nissan').click({ modifiers: ['Control'] }),
  ])
  // The first tab stays where it was.
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await tab.waitForLoadState()
  expect(new URL(tab.url()).search).toBe('?marca=Nissan')
  const other = catalogue(tab)
  await expect(other.results).toHaveText(/^Mostrando 1–9 de \d+ resultados$/)
  await expect(other.filter('Nissan')).toHaveAttribute('aria-current')
  await expect(other.pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
    'href',
    `${PATH}?marca=Nissan&pagina=2`,
  )
})
