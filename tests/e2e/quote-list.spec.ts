import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { MESSAGES } from '../../src/forms/messages'
import { SEND_QUEUE_KEY } from '../../src/forms/send-queue/key'
import { MAXIMUM_LINES } from '../../src/quote-list/line'
import { LIST_STORAGE_KEY } from '../../src/quote-list/list-storage'
import { WHATSAPP_URL_MAX } from '../../src/quote-list/list-text'
import { STORED_LIST_VERSION } from '../../src/quote-list/stored-list'
import { collectErrors, openAtCatalogue, waitForHydration } from './helpers'
import { findInOutbox, outboxEntries } from './outbox'
import { axeViolations, PHONE } from './page-rules'
import { expect, test } from './test'

/**
 * The buyer's quote list: parts added from a catalogue result, a product page and a line's spec
 * table, kept across reloads and tabs, sent as one request, by WhatsApp or on paper.
 */

/** The built chunk of the list's store, from Vite's manifest: no page loads it before a click. */
function storeChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/vite-manifest.json', 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >
  const chunk = Object.entries(manifest).find(
    ([key, entry]) => entry.name === 'store' || key.startsWith('_store-'),
  )
  if (!chunk) throw new Error('the quote list store has no chunk of its own in the build')
  return `/${chunk[1].file}`
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mi cotización/ })

const lineItems = (page: Page) =>
  page.getByRole('list', { name: 'Partidas de tu lista' }).getByRole('listitem')

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** A stored list as the site writes it (the form of src/quote-list/stored-list.ts). */
async function storeList(context: BrowserContext, lines: object[]) {
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('lista-sembrada')) {
        localStorage.setItem(key, value)
        sessionStorage.setItem('lista-sembrada', '1')
      }
    },
    [LIST_STORAGE_KEY, JSON.stringify({ version: STORED_LIST_VERSION, lines })] as const,
  )
}

const storedLine = (key: string, quantity: number) => ({
  key,
  name: 'Perno de puerta trasera',
  measures: 'Largo 52 mm · Diámetro 7.9 mm',
  href: `/pernos-para-puerta/${key.toLowerCase()}`,
  picture: `/img/productos/${key.toLowerCase()}.svg`,
  quantity,
})

/** The buttons and links of the page under the quote toast (none while it is not shown). */
function buttonsUnderNotice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notice = document.querySelector('[aria-live="polite"] > div:has(> a, > button)')
    if (!notice) return []
    const own = notice.getBoundingClientRect()
    return [...document.querySelectorAll<HTMLElement>('main :is(button, a[href])')]
      .filter((control) => {
        const box = control.getBoundingClientRect()
        return (
          box.left < own.right &&
          box.right > own.left &&
          box.top < own.bottom &&
          box.bottom > own.top
        )
      })
      .map((control) => control.textContent?.trim() ?? '')
  })
}

async function fillBuyer(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Enviar mi cotización' })
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Empresa/).fill('Refaccionaria del Norte')
  await form.getByLabel(/^Correo electrónico/).fill('compras@norte.mx')
  await form.getByLabel(/^Teléfono/).fill('+52 55 1234 5678')
  await form.getByLabel(/^Estado/).selectOption('Nuevo León')
  await form.getByLabel(/^RFC/).fill('rno010101ab1')
  await form.getByLabel(/^Comentarios/).fill('Entrega en mostrador.')
  await form.getByLabel(/Verificación local/).check()
  return form
}

test('three parts from three places, kept across reloads and tabs, sent as one request', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  const errors = collectErrors(page)
  const store = storeChunk()
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))

  // A door pin among a vehicle's results: the list's code comes only with the click, and the
  // line names the vehicle.
  const vehicle = await request.get('/api/pernos/buscar?marca=Nissan&modelo=Tsuru&anio=2012')
  const { total } = (await vehicle.json()) as { total: number }
  await openAtCatalogue(page, '/pernos-para-puerta?marca=Nissan&modelo=Tsuru&anio=2012#catalogo')
  // The served HTML is the unfiltered list, where PP-1 is too: its card names the vehicle once
  // the vehicle's own list is shown.
  await expect(page.locator('#catalogo').getByRole('status')).toHaveText(
    new RegExp(`de ${total} resultados$`),
  )
  const fromResult = page.getByRole('button', { name: 'Agregar PP-1 a mi cotización' })
  await expect(fromResult).toBeEnabled()
  expect(requested).not.toContain(store)
  await expect(badge(page)).toHaveAccessibleName('Mi cotización')
  await fromResult.click()
  const toast = page.getByText('PP-1 en tu cotización: 10 piezas.')
  await expect(toast).toBeVisible()
  // The result now says the part is in the list, with its quantity.
  await expect(
    page.getByRole('button', { name: 'En tu cotización · 10 piezas de PP-1. Agregar 10 más' }),
  ).toHaveText('En tu cotización · 10')
  await expect(page.getByRole('link', { name: 'Ver mi cotización' })).toBeVisible()
  expect(requested).toContain(store)
  await expect(badge(page)).toHaveAccessibleName('Mi cotización: 1 partida')

  // A product's page; the same part twice is one line with twice the pieces.
  await open(page, '/pernos-para-puerta/pp-12')
  const fromPage = page.getByRole('button', { name: /^(Agregar a mi cotización|En tu cotización)/ })
  await fromPage.click()
  await expect(page.getByText('PP-12 en tu cotización: 10 piezas.')).toBeVisible()
  await expect(fromPage).toHaveText('En tu cotización · 10')
  await fromPage.click()
  await expect(page.getByText('PP-12 en tu cotización: 20 piezas.')).toBeVisible()
  await expect(fromPage).toHaveText('En tu cotización · 20')
  await expect(badge(page)).toHaveAccessibleName('Mi cotización: 2 partidas')

  // A row of the wheel studs' table.
  await open(page, '/birlos-automotrices')
  await page.getByRole('button', { name: 'Agregar BR-1245 a mi cotización', exact: true }).click()
  await expect(page.getByText('BR-1245 en tu cotización: 10 piezas.')).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Mi cotización: 3 partidas')
  await expect(badge(page).getByText('3')).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'En tu cotización · 10 piezas de BR-1245. Agregar 10 más' }),
  ).toBeVisible()

  // The notice's link leads to the list, where the notice never covers the list's buttons.
  await page.getByRole('link', { name: 'Ver mi cotización' }).click()
  await expect(page).toHaveURL(/\/cotizacion$/)
  await expect(lineItems(page)).toHaveCount(3)
  await expect(page.getByText('BR-1245 en tu cotización: 10 piezas.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Enviar solicitud' }).scrollIntoViewIfNeeded()
  expect(await buttonsUnderNotice(page)).toEqual([])
  await page.goBack()
  await waitForHydration(page)

  // Kept across a reload; the badge opens the list.
  await page.reload()
  await waitForHydration(page)
  await expect(badge(page)).toHaveAccessibleName('Mi cotización: 3 partidas')
  await badge(page).click()
  await expect(page).toHaveURL(/\/cotizacion$/)
  const lines = lineItems(page)
  await expect(lines).toHaveCount(3)
  await expect(lines.nth(0)).toContainText('PP-1')
  await expect(lines.nth(0)).toContainText('Para Nissan Tsuru 2012')
  await expect(lines.nth(1)).not.toContainText('Para ')
  await expect(lines.nth(1)).toContainText('Largo')
  await expect(lines.nth(2)).toContainText('Birlo')
  await expect(lines.nth(2).locator('img')).toHaveAttribute('src', '/img/familias/stud.svg')
  await expect(lines.nth(0).getByRole('link', { name: 'PP-1' })).toHaveAttribute(
    'href',
    '/pernos-para-puerta/pp-1',
  )

  // The same list in a second tab, and a quantity changed there shows here.
  const second = await context.newPage()
  await second.setViewportSize(PHONE)
  await open(second, '/cotizacion')
  await expect(lineItems(second)).toHaveCount(3)
  await second.getByLabel('Piezas de PP-12').fill('250')
  await expect(page.getByLabel('Piezas de PP-12')).toHaveValue('250')

  // Under the minimum: said in Spanish, and the send waits.
  const studs = page.getByLabel('Piezas de BR-1245')
  await studs.fill('5')
  await studs.blur()
  const minimum = page.getByText('El pedido mínimo es de 10 piezas por partida.')
  await expect(minimum).toBeVisible()
  await expect(studs).toHaveAttribute('aria-invalid', 'true')
  // Set as a sentence, not a column of single words.
  const { rows, words } = await minimum.evaluate((message) => {
    const range = document.createRange()
    range.selectNodeContents(message)
    const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)))
    return { rows: tops.size, words: (message.textContent ?? '').trim().split(/\s+/).length }
  })
  expect(rows * 2, `${rows} lines for ${words} words`).toBeLessThanOrEqual(words)
  const name = `Lista E2E ${Date.now()}`
  const form = await fillBuyer(page, name)
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(studs).toBeFocused()
  await studs.fill('100')
  await expect(page.getByText('El pedido mínimo es de 10 piezas por partida.')).toHaveCount(0)

  // WhatsApp carries every line.
  const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' })
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? ''
  expect(text).toContain('Hola, soy Lista E2E')
  expect(text).toContain('de Refaccionaria del Norte')
  for (const line of [
    'PP-1 – Perno de puerta trasera (Nissan Tsuru 2012)',
    'PP-12 – Perno',
    'BR-1245 – Birlo',
  ])
    expect(text).toContain(line)
  expect(text).toContain('Total: 3 partidas, 360 piezas.')

  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByText(MESSAGES.inline.success)).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Enviaste: 3 partidas, 360 piezas' }),
  ).toBeVisible()

  const entry = await findInOutbox(name)
  expect(entry?.template_id).toBe('quote')
  const params = entry?.template_params ?? {}
  expect(params).toMatchObject({
    email: 'compras@norte.mx',
    phone: '5512345678',
    state: 'Nuevo León',
    company: 'Refaccionaria del Norte',
    rfc: 'RNO010101AB1',
    cantidad: '3 partidas, 360 piezas',
  })
  expect(JSON.parse(params.lines ?? '[]')).toEqual([
    expect.objectContaining({ key: 'PP-1', quantity: 10, vehicle: 'Nissan Tsuru 2012' }),
    expect.objectContaining({ key: 'PP-12', quantity: 250 }),
    expect.objectContaining({ key: 'BR-1245', quantity: 100 }),
  ])
  expect(params.message).toMatch(
    /1 \| PP-1 +\| Perno de puerta trasera .*\| Nissan Tsuru 2012 +\| 10 piezas/,
  )
  expect(params.message).toMatch(
    /3 \| BR-1245 \| Birlo de presión M12 × 1\.5 +\| Rosca M12 × 1\.5 · Largo 45 mm +\| — +\| 100 piezas/,
  )
  expect(params.message).toContain('Comentarios:\nEntrega en mostrador.')

  // Sent: the list is empty here and in the other tab.
  await expect(badge(page)).toHaveAccessibleName('Mi cotización')
  await expect(second.getByText('Tu lista está vacía.')).toBeVisible()
  await second.close()
  expect(errors).toEqual([])
})

test('a send that fails (server error, network cut) keeps the list and every field', async ({
  page,
  context,
}) => {
  await storeList(context, [storedLine('PP-3', 40), storedLine('PP-4', 15)])
  await open(page, '/cotizacion')
  const name = `Fallo E2E ${Date.now()}`
  const form = await fillBuyer(page, name)
  const send = form.getByRole('button', { name: 'Enviar solicitud' })

  for (const failure of ['500', 'abort'] as const) {
    await page.route('**/api/v1.0/email/send', (route) =>
      failure === '500'
        ? route.fulfill({ status: 500, body: 'Internal Server Error' })
        : route.abort('connectionreset'),
    )
    await send.click()
    // A cut connection is no signal: the send waits on the device (tests/e2e/offline.spec.ts).
    if (failure === '500')
      await expect(page.getByRole('alert')).toContainText(MESSAGES.inline.error)
    else await expect(page.getByRole('status')).toContainText(MESSAGES.inline.queued)
    await expect(lineItems(page)).toHaveCount(2)
    await expect(page.getByLabel('Piezas de PP-3')).toHaveValue('40')
    await expect(form.getByLabel(/^Nombre/)).toHaveValue(name)
    await expect(form.getByLabel(/^Empresa/)).toHaveValue('Refaccionaria del Norte')
    await expect(form.getByLabel(/^RFC/)).toHaveValue('rno010101ab1')
    await expect(form.getByLabel(/^Comentarios/)).toHaveValue('Entrega en mostrador.')
    await expect(badge(page)).toHaveAccessibleName('Mi cotización: 2 partidas')
    await page.unroute('**/api/v1.0/email/send')
  }
})

test('a kept send the service refuses comes back to its form, to be checked and sent again', async ({
  page,
  context,
}) => {
  await storeList(context, [storedLine('PP-3', 40)])
  await open(page, '/cotizacion')
  const name = `Caducado E2E ${Date.now()}`
  const form = await fillBuyer(page, name)
  // No answer: the send waits on the device, with its robot check's token.
  await page.route('**/api/v1.0/email/send', (route) => route.abort('connectionreset'))
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByRole('status')).toContainText(MESSAGES.inline.queued)
  await page.unroute('**/api/v1.0/email/send')
  // The token expires while it waits (Google's last two minutes): the outbox refuses a token that
  // is not the local check's with a 400, as EmailJS refuses an expired one.
  await page.evaluate((key) => {
    const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as object[]
    const expired = kept.map((entry) => ({ ...entry, robotToken: 'token-caducado' }))
    localStorage.setItem(key, JSON.stringify(expired))
  }, SEND_QUEUE_KEY)

  // The signal is back on another page: refused, and the notice points back to the form.
  await open(page, '/aviso-de-privacidad')
  await expect(
    page.getByText(
      'Tu solicitud de cotización, guardada sin señal, no se pudo entregar: hay que confirmarla de nuevo.',
    ),
  ).toBeVisible({ timeout: 20_000 })
  await page.getByRole('link', { name: 'Abrir para enviar' }).click()
  await expect(page).toHaveURL(/\/cotizacion$/)
  await expect(page.getByRole('alert')).toContainText(MESSAGES.inline.recheck)
  await expect(form.getByLabel(/^Nombre/)).toHaveValue(name)
  await expect(form.getByLabel(/^RFC/)).toHaveValue('rno010101ab1')
  await expect(form.getByLabel(/^Comentarios/)).toHaveValue('Entrega en mostrador.')
  await expect(form.getByLabel(/Verificación local/)).not.toBeChecked()

  // Checked again and sent: it goes once, and nothing waits any more.
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByText(MESSAGES.inline.success)).toBeVisible()
  const sent = (await outboxEntries()).filter((entry) => entry.template_params.name === name)
  expect(sent).toHaveLength(1)
  expect(sent[0]?.template_params.message).toContain('PP-3')
  expect(await page.evaluate((key) => localStorage.getItem(key), SEND_QUEUE_KEY)).toBeNull()
})

test('the list prints as a request sheet; a door pin prints as its spec sheet', async ({
  page,
  context,
}) => {
  await storeList(context, [storedLine('PP-5', 30), storedLine('PP-6', 12)])
  await open(page, '/cotizacion')
  await page
    .getByRole('form', { name: 'Enviar mi cotización' })
    .getByLabel(/^Nombre/)
    .fill('Rosa')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Imprimir o guardar PDF' })).toBeHidden()
  await expect(page.getByRole('form', { name: 'Enviar mi cotización' })).toBeHidden()
  await expect(page.locator('main')).toContainText('Solicitud de cotización')
  await expect(lineItems(page).nth(0)).toContainText('30 piezas')
  await expect(page.getByText('Datos del comprador')).toBeVisible()
  await expect(page.locator('[data-print="only"] dd').first()).toHaveText('Rosa')
  await expect(page.locator('address')).toContainText('WhatsApp')
  await page.screenshot({ path: test.info().outputPath('hoja-de-cotizacion.png'), fullPage: true })

  await page.emulateMedia({ media: 'screen' })
  await open(page, '/pernos-para-puerta/pp-1')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByText('Ficha técnica', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PP-1')
  await expect(page.getByRole('table').first()).toContainText('Acabado')
  await expect(page.getByRole('heading', { name: 'Aplicaciones' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Cotiza el PP-1/ })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Imprimir ficha técnica' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await page.screenshot({ path: test.info().outputPath('ficha-tecnica.png'), fullPage: true })
})

// The empty list's page is checked with axe by every-page.spec.ts.
test('a full list is accessible, says what WhatsApp leaves out, and can be emptied and brought back', async ({
  page,
  context,
}) => {
  const thirty = Array.from({ length: 30 }, (_, n) => storedLine(`PP-${n + 1}`, 10 + n))
  await storeList(context, thirty)
  await open(page, '/cotizacion')
  await expect(lineItems(page)).toHaveCount(30)
  expect(await axeViolations(page)).toEqual([])
  const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' })
  expect(((await whatsapp.getAttribute('href')) ?? '').length).toBeLessThanOrEqual(WHATSAPP_URL_MAX)
  await expect(whatsapp).toHaveAccessibleDescription(/muy larga para un solo mensaje/)

  await page.getByRole('button', { name: 'Vaciar lista' }).click()
  await expect(page.getByText('Tu lista está vacía.')).toBeVisible()
  await page.getByRole('button', { name: 'Deshacer' }).click()
  await expect(lineItems(page)).toHaveCount(30)
})

test('a list planted in storage is held to the list’s rules: 10,000 lines, a huge quantity, another host', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page)
  const planted = Array.from({ length: 10_000 }, (_, n) => storedLine(`PP-${n + 1}`, 10 + n))
  planted[0] = {
    ...storedLine('PP-1', 10),
    picture: '/\\evil.example/t.png',
    href: '//evil.example/x',
  }
  planted[1] = { ...storedLine('PP-2', 1e21) }
  planted[2] = {
    ...storedLine('PP-3', 30),
    picture: '/%5Cevil.example/t.png',
    href: '/\\evil.example',
  }
  await storeList(context, planted)
  // Counts the characters the page escapes for URLs: the WhatsApp link is most of that work.
  await context.addInitScript(() => {
    const encode = window.encodeURIComponent
    const counter = window as unknown as { escaped: number }
    counter.escaped = 0
    window.encodeURIComponent = (value) => {
      counter.escaped += String(value).length
      return encode(value)
    }
  })
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname))

  await open(page, '/cotizacion')
  await expect(lineItems(page)).toHaveCount(MAXIMUM_LINES)
  await expect(badge(page)).toHaveAccessibleName(`Mi cotización: ${MAXIMUM_LINES} partidas`)
  await expect(lineItems(page).nth(0)).toContainText('PP-1')
  // The line with a quantity the list could not hold is gone; the next ones moved up.
  await expect(lineItems(page).nth(1)).toContainText('PP-3')
  await expect(page.getByText('PP-2', { exact: true })).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('1,000,000,000')
  // Neither picture nor link leaves the site: the lines show the plain icon and no link.
  for (const index of [0, 1]) {
    await expect(lineItems(page).nth(index).locator('img')).toHaveCount(0)
    await expect(lineItems(page).nth(index).getByRole('link')).toHaveCount(0)
  }
  await expect(page.locator('main [src*="evil"], main [href*="evil"]')).toHaveCount(0)

  // One keystroke: the page follows it, and the WhatsApp link is rebuilt with work bounded by the
  // link's length, not by the square of the list.
  const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' })
  const before = await whatsapp.getAttribute('href')
  const field = page.getByLabel('Piezas de PP-1', { exact: true })
  await field.focus()
  await page.evaluate(() => {
    ;(window as unknown as { escaped: number }).escaped = 0
  })
  await page.keyboard.press('End')
  await page.keyboard.type('0')
  await expect(field).toHaveValue('100')
  await expect(whatsapp).not.toHaveAttribute('href', before ?? '')
  const escaped = await page.evaluate(() => (window as unknown as { escaped: number }).escaped)
  expect(escaped).toBeGreaterThan(0)
  // One build measures lines until the link is full and escapes the link once (about twice the
  // link); a keystroke may render more than once. Rebuilding the message for every count tried
  // was several times this at 50 lines.
  expect(escaped).toBeLessThanOrEqual(10 * WHATSAPP_URL_MAX)
  expect(((await whatsapp.getAttribute('href')) ?? '').length).toBeLessThanOrEqual(WHATSAPP_URL_MAX)

  expect([...hosts].filter((host) => host.includes('evil'))).toEqual([])
  expect(errors).toEqual([])
})

test('before the page is live it shows the empty list only to a browser that holds none', async ({
  browser,
}) => {
  // The site's code never arrives: what shows is the prerendered page and its probe.
  const frozen = async (lines: object[] | null) => {
    const context = await browser.newContext()
    if (lines) await storeList(context, lines)
    await context.route('**/assets/*.js', (route) => route.abort())
    const page = await context.newPage()
    await page.goto('/cotizacion')
    return { page, context }
  }
  const empty = await frozen(null)
  await expect(empty.page.getByText('Tu lista está vacía.')).toBeVisible()
  await expect(empty.page.getByText('Cargando tu lista…')).toBeHidden()
  await empty.context.close()

  const holding = await frozen([storedLine('PP-8', 20)])
  await expect(holding.page.getByText('Cargando tu lista…')).toBeVisible()
  await expect(holding.page.getByText('Tu lista está vacía.')).toBeHidden()
  await holding.context.close()
})
