import { collectErrors, openAtCatalogue, waitForHydration } from './helpers'
import { sendQuoteAs } from './outbox'
import { expect, type Page, test } from './test'

// A page per product at /pernos-para-puerta/{clave}, against the real built site and local API.

const CATALOGUE = '/pernos-para-puerta'

/** A part of any line as the local API sends it. */
async function apiProduct(page: Page, key: string): Promise<Record<string, string>> {
  const response = await page.request.get(`/api/producto/${encodeURIComponent(key)}`)
  const [product] = (await response.json()) as Record<string, string>[]
  if (!product) throw new Error(`no ${key} in the catalogue`)
  return product
}

async function firstProduct(page: Page): Promise<{ key: string; name: string }> {
  const response = await page.request.get('/api/productos')
  const [first] = (await response.json()) as { clave_producto: string; nombre_producto: string }[]
  if (!first) throw new Error('empty catalogue')
  return { key: first.clave_producto, name: first.nombre_producto }
}

test('a card opens its product page; Back returns to the filtered catalogue', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto(`${CATALOGUE}?marca=Nissan`)
  await waitForHydration(page)
  const card = page.locator('#catalogo').getByRole('article').first()
  const title = card.getByRole('heading').getByRole('link')
  const key = (await title.locator('span').first().textContent()) ?? ''
  await title.click()
  await expect(page).toHaveURL(`${CATALOGUE}/${encodeURIComponent(key.toLowerCase())}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(key)
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
  await expect(crumbs).toHaveText(/Inicio\s*›?\s*Pernos para puerta\s*›?\s*/i)
  await expect(page.getByRole('table').nth(1)).toContainText('Nissan')
  await page.goBack()
  await expect(page).toHaveURL(`${CATALOGUE}?marca=Nissan`)
  expect(errors).toEqual([])
})

test('Cotizar on a card opens the product page with the named message in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await openAtCatalogue(page, CATALOGUE)
  const card = page.locator('#catalogo').getByRole('article').first()
  const key = (await card.getByRole('heading').locator('span').first().textContent()) ?? ''
  await card.getByRole('link', { name: `Cotizar ${key}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${key.toLowerCase()}#cotizar$`))
  const message = page.getByLabel(/^Mensaje/)
  await expect(message).toHaveValue(new RegExp(`^Cotización de ${key} – `))
  await expect(page.getByRole('heading', { name: `Cotiza el ${key}` })).toBeInViewport()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a cold product URL shows the whole page, its facts, its head and structured data', async ({
    page,
  }) => {
    // PP-1: the sample gives it every fact and two equivalences.
    const key = 'PP-1'
    const sheet = await apiProduct(page, key)
    const name = sheet.nombre_producto
    const path = `${CATALOGUE}/${encodeURIComponent(key.toLowerCase())}`
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${key} ${name}`)
    await expect(page.getByLabel(/^Mensaje/)).toHaveValue(`Cotización de ${key} – ${name}`)
    const wa = page
      .getByRole('region', { name: `Ficha de ${key}` })
      .getByRole('link', { name: 'WhatsApp' })
    expect(decodeURIComponent((await wa.getAttribute('href')) ?? '')).toContain(key)
    await expect(page).toHaveTitle(new RegExp(`^${key} ${name}`))
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
      new RegExp(`${path}$`),
    )
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')))
    const product = jsonLd.find((d) => d['@type'] === 'Product')
    expect(product).toMatchObject({ sku: key, mpn: key, name: `${key} ${name}` })
    expect(product.isAccessoryOrSparePartFor.length).toBeGreaterThan(0)
    const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Inicio',
      'Pernos para Puerta',
      key,
    ])

    const specs = page.getByRole('table', { name: 'Especificaciones' })
    const row = (label: string) => specs.getByRole('row', { name: new RegExp(`^${label}`) })
    await expect(row('Posición')).toContainText(sheet.posicion_producto ?? '(none)')
    await expect(row('Acabado')).toContainText(sheet.acabado_producto ?? '(none)')
    await expect(row('Piezas por paquete')).toHaveText(
      new RegExp(`^Piezas por paquete\\s*${sheet.piezas_por_paquete} piezas?$`),
    )
    await expect(row('Material')).toContainText(sheet.material_producto ?? '(none)')
    const equivalences = page.getByRole('region', { name: 'Equivalencias' }).getByRole('table')
    await expect(equivalences.getByRole('row')).toHaveText([
      /^Marca\s*Número$/,
      /^Nissan\s*Original\s*80420-01A05$/,
      /^Pernotec\s*40710-5$/,
    ])
    expect(product.additionalProperty).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'Posición', value: sheet.posicion_producto },
        { '@type': 'PropertyValue', name: 'Acabado', value: sheet.acabado_producto },
        expect.objectContaining({
          name: 'Piezas por paquete',
          value: Number(sheet.piezas_por_paquete),
        }),
        { '@type': 'PropertyValue', name: 'Material', value: sheet.material_producto },
      ]),
    )
  })
})

test('a key in capitals redirects to the lower-case page; an unknown key is a 404', async ({
  page,
  request,
}) => {
  const { key } = await firstProduct(page)
  const lower = `${CATALOGUE}/${encodeURIComponent(key.toLowerCase())}`
  const upper = await request.get(`${CATALOGUE}/${encodeURIComponent(key.toUpperCase())}`, {
    maxRedirects: 0,
  })
  expect(upper.status()).toBe(301)
  expect(upper.headers().location).toBe(lower)

  const response = await page.goto(`${CATALOGUE}/no-existe-999`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/no encontr/i)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${lower}</loc>`)
})

test('an unknown key, cold and in capitals, is the 404 page with HTTP 404 and hydrates without an error', async ({
  page,
  request,
}) => {
  const upper = await request.get(`${CATALOGUE}/NO-EXISTE`, { maxRedirects: 0 })
  expect(upper.status()).toBe(301)
  expect(upper.headers().location).toBe(`${CATALOGUE}/no-existe`)
  for (const path of [`${CATALOGUE}/no-existe`, `${CATALOGUE}/NO-EXISTE`]) {
    const errors = collectErrors(page, { documentStatus: 404 })
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    expect(new URL(page.url()).pathname).toBe(`${CATALOGUE}/no-existe`)
    await waitForHydration(page)
    // Hydration has reported any mismatch by now; a late reload of the route would have ended.
    await page.waitForTimeout(500)
    expect(errors, path).toEqual([])
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible()
    await expect(page).toHaveTitle('Página no encontrada | Fijamex')
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel=canonical]')).toHaveCount(0)
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
  }
})

test('a product added after the build opens from its cold URL once the catalogue holds it', async ({
  page,
}) => {
  const errors = collectErrors(page, { documentStatus: 404 })
  // The catalogue as it is now: it also holds PP-NUEVO (PP-1's answer, renamed).
  await page.route(/\/api\/producto\/pp-nuevo$/, async (route) => {
    const pin = await apiProduct(page, 'PP-1')
    await route.fulfill({ json: [{ ...pin, clave_producto: 'PP-NUEVO' }] })
  })
  const response = await page.goto(`${CATALOGUE}/pp-nuevo`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PP-NUEVO')
  await expect(page).toHaveTitle(/^PP-NUEVO /)
  expect(errors).toEqual([])
})

test('an unknown key reached in the browser is the 404 page, titled as one', async ({ page }) => {
  const errors = collectErrors(page)
  await openAtCatalogue(page, CATALOGUE)
  // No link leads to an unknown key: Back to an entry pushed with one is the router's own
  // navigation (a popstate), not a document load.
  await page.evaluate(() => {
    history.pushState(history.state, '', '/pernos-para-puerta/no-existe')
    history.pushState(history.state, '', '/pernos-para-puerta')
    history.back()
  })
  await expect(page).toHaveURL(/\/pernos-para-puerta\/no-existe$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
  await expect(page).toHaveTitle('Página no encontrada | Fijamex')
  expect(errors).toEqual([])
})

test("the product's quote form sends the key to the local outbox", async ({ page }) => {
  const { key, name } = await firstProduct(page)
  await page.goto(`${CATALOGUE}/${encodeURIComponent(key.toLowerCase())}`)
  await waitForHydration(page)
  const person = `Producto E2E ${Date.now()}`
  expect(await sendQuoteAs(page, person)).toBe(`Cotización de ${key} – ${name}`)
})

// Every line's parts have their page at {line page}/{clave}: a stud, a brake kit, a clamp.

const STUD = '/birlos-automotrices/br-1215'

/** The JSON-LD documents of the page. */
const jsonLdOf = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')))

test("a stud's page, cold: its line, measures, illustration and Product JSON-LD; Agregar puts it in the quote list", async ({
  page,
}) => {
  const errors = collectErrors(page)
  const stud = (await apiProduct(page, 'BR-1215')) as unknown as Record<string, unknown> & {
    nombre_producto: string
    medidas_producto: Record<string, string>
  }
  const response = await page.goto(STUD)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `BR-1215 ${stud.nombre_producto}`,
  )
  // The part page's own code is requested with the entry after the first paint, each file once:
  // hydrating found it requested and added no preload of its own.
  const { listed, preloaded } = await page.evaluate(() => ({
    listed: JSON.parse(document.getElementById('route-chunks')?.textContent ?? '[]') as string[],
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
      (link) => new URL(link.href).pathname,
    ),
  }))
  expect(listed.length).toBeGreaterThan(3)
  expect(preloaded).toEqual(expect.arrayContaining(listed))
  expect(new Set(preloaded).size).toBe(preloaded.length)
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
  await expect(crumbs.getByRole('link', { name: 'Birlos Automotrices' })).toHaveAttribute(
    'href',
    '/birlos-automotrices',
  )
  const specs = page.getByRole('table', { name: 'Especificaciones' })
  await expect(specs.getByRole('rowheader')).toHaveText([
    'Clave',
    'Rosca',
    'Largo',
    'Moleteado',
    'Tipo',
    'Posición',
    'Piezas por paquete',
    'Acabado',
    'Material',
  ])
  await expect(specs.getByRole('row', { name: /^Rosca/ })).toContainText(
    stud.medidas_producto.rosca ?? '(none)',
  )
  // Its family's render, said to be an illustration.
  const sheet = page.getByRole('region', { name: 'Ficha de BR-1215' })
  await expect(sheet.getByText('Ilustración', { exact: true })).toBeVisible()
  await expect(sheet.getByRole('img', { name: 'Birlo (ilustración)' })).toHaveAttribute(
    'src',
    '/img/imagenes/stud.svg',
  )

  const product = (await jsonLdOf(page)).find((d) => d['@type'] === 'Product')
  expect(product).toMatchObject({
    sku: 'BR-1215',
    mpn: 'BR-1215',
    brand: { '@type': 'Brand', name: 'Fijamex' },
    category: 'Birlos Automotrices',
  })
  expect(product.additionalProperty).toEqual(
    expect.arrayContaining([
      { '@type': 'PropertyValue', name: 'Rosca', value: stud.medidas_producto.rosca },
      {
        '@type': 'PropertyValue',
        name: 'Largo',
        value: Number.parseFloat(stud.medidas_producto.largo_mm ?? ''),
        unitCode: 'MMT',
        unitText: 'mm',
      },
    ]),
  )
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${STUD}$`))

  await page.getByRole('button', { name: 'Agregar a mi cotización' }).click()
  await expect(page.getByText('BR-1215 en tu cotización: 10 piezas.')).toBeVisible()
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Mi cotización/ })
    .click()
  await expect(page).toHaveURL(/\/cotizacion$/)
  const line = page.getByRole('list', { name: 'Partidas de tu lista' }).getByRole('listitem')
  await expect(line).toHaveCount(1)
  await expect(line.getByRole('link', { name: 'BR-1215' })).toHaveAttribute('href', STUD)
  await expect(line).toContainText(`Rosca ${stud.medidas_producto.rosca}`)
  await expect(line.locator('img')).toHaveAttribute('src', '/img/familias/stud.svg')
  expect(errors).toEqual([])
})

test("a brake kit's page has its key, its line's measures, an Agregar button and a Compartir that copies its address", async ({
  page,
}) => {
  await page.goto('/kits-de-frenos-automotrices/kf-101')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('KF-101')
  await expect(
    page.getByRole('table', { name: 'Especificaciones' }).getByRole('rowheader').nth(1),
  ).toHaveText('Freno')
  await expect(page.getByRole('button', { name: 'Agregar a mi cotización' })).toBeEnabled()
  // A desktop has no share sheet: Compartir copies the part's address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Compartir' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL('/kits-de-frenos-automotrices/kf-101', page.url()).href,
  )
})

test('a related part opens in the browser, its data from its own answer and one small search', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto('/abrazaderas-automotrices/ab-1627')
  await waitForHydration(page)
  const related = page.getByRole('region', { name: /^Otras piezas de tipo / })
  const card = related.getByRole('link').first()
  const key = (await card.locator('span').first().textContent()) ?? ''
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname)
    if (request.resourceType() === 'document') asked.push(`document ${url.pathname}`)
  })
  await card.click()
  await expect(page).toHaveURL(`/abrazaderas-automotrices/${key.toLowerCase()}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(key)
  expect(asked.sort()).toEqual([
    '/api/abrazaderas/buscar',
    '/api/abrazaderas/marcas',
    `/api/producto/${key.toLowerCase()}`,
  ])
  expect(errors).toEqual([])
})

test("an unknown stud key, or another line's key under the studs, is the studs' 404 page; capitals redirect", async ({
  page,
  request,
}) => {
  const upper = await request.get('/birlos-automotrices/BR-1215', { maxRedirects: 0 })
  expect(upper.status()).toBe(301)
  expect(upper.headers().location).toBe(STUD)
  for (const path of ['/birlos-automotrices/no-existe-999', '/birlos-automotrices/kf-101']) {
    const errors = collectErrors(page, { documentStatus: 404 })
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await waitForHydration(page)
    // Hydration has reported any mismatch by now; a late reload of the route would have ended.
    await page.waitForTimeout(500)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible()
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex')
    expect(errors, path).toEqual([])
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${STUD}</loc>`)
  expect(sitemap).toContain('/kits-de-frenos-automotrices/kf-101</loc>')
})

test('a stud added after the build opens from its cold URL once the catalogue holds it', async ({
  page,
}) => {
  const errors = collectErrors(page, { documentStatus: 404 })
  await page.route(/\/api\/producto\/br-nuevo$/, async (route) => {
    const stud = await apiProduct(page, 'BR-1215')
    await route.fulfill({ json: [{ ...stud, clave_producto: 'BR-NUEVO' }] })
  })
  const response = await page.goto('/birlos-automotrices/br-nuevo')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BR-NUEVO')
  await expect(page).toHaveTitle(/^BR-NUEVO /)
  expect(errors).toEqual([])
})

test("a door pin's spec sheet prints the pin at true size with a 50 mm bar to check the scale", async ({
  page,
}) => {
  await page.goto('/pernos-para-puerta/pp-98')
  await waitForHydration(page)
  const template = page.getByRole('region', { name: 'Plantilla a escala 1:1 de PP-98' })
  // Paper only: the screen says the sheet has it.
  await expect(template).toBeHidden()
  await expect(page.getByText('La ficha impresa trae el perno a tamaño real')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(template).toBeVisible()
  // Chromium prints 96 CSS px to the inch: 50 mm of paper are 50 / 25.4 × 96 px.
  const mm = (px: number) => (px / 96) * 25.4
  // Geometry boxes (without the strokes' joins), in CSS px as printed.
  const box = (selector: string) =>
    template
      .locator(selector)
      .first()
      .evaluate((element) => {
        const { x, width } = element.getBoundingClientRect()
        return { x, right: x + width }
      })
  const bar = await box('[data-calibration-bar]')
  expect(mm(bar.right - bar.x)).toBeCloseTo(50, 1)
  const [length, diameter] = (
    (await template.locator('svg').getAttribute('data-template-mm')) ?? ''
  )
    .split('x')
    .map(Number)
  const api = await apiProduct(page, 'PP-98')
  expect(`${length} mm`).toBe(`${Number.parseFloat(api.largo_producto ?? '')} mm`)
  expect(diameter).toBe(Number.parseFloat(api.diametro_producto ?? ''))
  // From the head's face to the tip: the pin's length, in millimetres of paper.
  const head = await box('svg rect')
  const pin = await box('svg path')
  expect(mm(pin.right - head.x)).toBeCloseTo(length ?? 0, 1)
  await expect(template).toContainText('debe medir exactamente 50 mm')
})
