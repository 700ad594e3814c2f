import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { MESSAGES } from '../../src/forms/messages'
import { LIST_STORAGE_KEY } from '../../src/quote-list/list-storage'
import {
  collectErrors,
  E2E_BASE_URL,
  E2E_LIVE_BASE_URL,
  openAtCatalogue,
  waitForHydration,
} from './helpers'
import { publish, unpublish } from './live/publish'
import { outboxEntries } from './outbox'
import { PHONE } from './page-rules'
import { expect, test } from './test'

/**
 * The installable app at the counter with no signal: after one visit the site works offline (the
 * service worker, service-worker/sw.ts), a quote sent offline waits on the device and goes once
 * the signal returns, a new build offers an update, and a publish reaches the next visit. The
 * other specs block service workers (playwright.config.ts); these let them in.
 */
test.use({ serviceWorkers: 'allow', viewport: PHONE })
test.describe.configure({ mode: 'serial' })

/** Waits until the worker controls the page and has kept what it keeps at install. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true)
}

const TSURU = '/pernos-para-puerta?marca=Nissan&modelo=Tsuru&anio=2005'
const PART = '/pernos-para-puerta/pp-98'

test('Chromium offers to install the app on the first visit of an ordinary window; installed, it opens standalone', async () => {
  // Playwright's contexts are incognito windows, where no app can be installed: an ordinary
  // profile of its own, with the visit-count heuristics that hold the prompt back turned off.
  const profile = await mkdtemp(join(tmpdir(), 'fijamex-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--bypass-app-banner-engagement-checks'],
    baseURL: E2E_BASE_URL,
    viewport: PHONE,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(() => {
      addEventListener('beforeinstallprompt', () => {
        document.documentElement.dataset.installOffered = ''
      })
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-install-offered', '', {
      timeout: 20_000,
    })
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' })

    // Installed, then opened as a phone opens an app: in a window of its own (a profile made by a
    // test may default to a tab), at the home page, standalone as the manifest asks.
    const cdp = await context.newCDPSession(page)
    const { appId } = await cdp.send('Page.getAppId')
    expect(appId).toBeTruthy()
    const manifestId = appId as string
    await cdp.send('PWA.install', { manifestId })
    await cdp.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' })
    const opened = context.waitForEvent('page')
    await cdp.send('PWA.launch', { manifestId })
    const app = await opened
    await app.waitForLoadState()
    expect(new URL(app.url()).pathname).toBe('/')
    expect(await app.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true)
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('after one visit the site works offline and a quote sent offline goes once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const name = `Sin señal ${Date.now().toString(36)}`

  // One visit, online: the home page, a vehicle's results, a part, the search and the list.
  await page.goto('/')
  await waitForHydration(page)
  await workerReady(page)

  await openAtCatalogue(page, TSURU)
  const result = page.locator(`a[href="${PART}"]`).first()
  await expect(result).toBeVisible()
  // What the worker fetches to keep: a page reached by a link, but not the catalogue's page again
  // for a choice that changes only its query (it keeps one copy of a page, whatever the query).
  const kept: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (request.serviceWorker() && request.headers().accept?.includes('text/html'))
      kept.push(url.pathname + url.search)
  })
  await page.locator('[data-section="catalogue"]').getByLabel('Ordenar').selectOption('nuevo')
  await expect(page).toHaveURL(/orden=nuevo/)
  await result.click()
  await expect(page).toHaveURL(new RegExp(`${PART}`))
  await expect.poll(() => kept).toContain(PART)
  expect(kept.filter((path) => path.startsWith('/pernos-para-puerta?'))).toEqual([])
  await page
    .getByRole('button', { name: /^Agregar a mi cotización/ })
    .first()
    .click()
  const search = async () => {
    const banner = page.getByRole('banner')
    await banner.getByLabel('Buscar pieza', { exact: true }).click()
    await banner.getByRole('searchbox').fill('PP-98')
    await expect(banner.getByRole('link', { name: /PP-98/ }).first()).toBeVisible()
    await page.keyboard.press('Escape')
  }
  await search()
  await page.goto('/cotizacion')
  await waitForHydration(page)
  // Each page this visit showed is kept once the worker has fetched it.
  await page.waitForTimeout(1_000)

  // No signal.
  await context.setOffline(true)
  const errors = collectErrors(page)
  const failed: string[] = []
  page.on('requestfailed', (request) => failed.push(request.url()))
  for (const [path, heading] of [
    ['/', /./],
    ['/birlos-automotrices', /Birlos/i],
    [PART, /PP-98/],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
  }
  await openAtCatalogue(page, TSURU)
  await expect(page.locator(`a[href="${PART}"]`).first()).toBeVisible()
  await search()

  // A page not kept says so, in Spanish, with what is kept.
  await page.goto('/birlos-automotrices/no-guardada-1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión')
  await expect(page.getByRole('link', { name: 'Mi cotización' })).toBeVisible()

  // A door pin's picture never seen shows the door pins' generic illustration, not a broken one.
  expect(
    await page.evaluate(async () => {
      const picture = new Image()
      picture.src = '/img/productos/vistas/pp-20-640.webp'
      await picture.decode().catch(() => undefined)
      return picture.naturalWidth
    }),
  ).toBeGreaterThan(0)

  // The list, and a request sent without signal: kept, the list intact, through a reload.
  await page.goto('/cotizacion')
  await waitForHydration(page)
  const lines = page.getByRole('list', { name: 'Partidas de tu lista' }).getByRole('listitem')
  await expect(lines).toHaveCount(1)
  const form = page.getByRole('form', { name: 'Enviar mi cotización' })
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Correo electrónico/).fill('compras@norte.mx')
  await form.getByLabel(/^Teléfono/).fill('55 1234 5678')
  await form.getByLabel(/^Estado/).selectOption('Nuevo León')
  await form.getByRole('button', { name: 'Enviar solicitud' }).scrollIntoViewIfNeeded()
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByText(MESSAGES.inline.queued)).toBeVisible()
  await expect(lines).toHaveCount(1)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText(MESSAGES.inline.queued)).toBeVisible()
  await expect(lines).toHaveCount(1)
  expect((await outboxEntries()).filter((entry) => entry.template_params.name === name)).toEqual([])

  // The signal returns: sent once, confirmed as any send, the list emptied.
  await context.setOffline(false)
  await expect(page.getByText(MESSAGES.inline.success)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: /^Enviaste: 1 partida/ })).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await page.waitForTimeout(1_000)
  const sent = (await outboxEntries()).filter((entry) => entry.template_params.name === name)
  expect(sent).toHaveLength(1)
  expect(sent[0]?.template_params.message).toContain('PP-98')
  // Offline, only the send that could not go failed: the worker answered every other request.
  expect(failed.filter((url) => !url.endsWith('/api/v1.0/email/send'))).toEqual([])
  expect(
    errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|No se pudo enviar/.test(error)),
  ).toEqual([])
})

test('a new build offers "Hay una versión nueva — Actualizar" and keeps the quote list', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(PART)
  await waitForHydration(page)
  await workerReady(page)
  await page
    .getByRole('button', { name: /^(Agregar a mi cotización|En tu cotización)/ })
    .first()
    .click()
  const stored = () => page.evaluate((key) => localStorage.getItem(key), LIST_STORAGE_KEY)
  await expect.poll(stored).toContain('PP-98')
  const list = await stored()

  // A new build: the worker's script changes (its compressed copies set aside meanwhile).
  const worker = resolve('dist/client/sw.js')
  const original = await readFile(worker, 'utf8')
  const copies = ['.br', '.gz'].map((suffix) => `${worker}${suffix}`)
  for (const copy of copies) await rename(copy, `${copy}.e2e`).catch(() => {})
  try {
    await writeFile(worker, `${original}\n// ${Date.now()}\n`)
    await page.reload()
    await waitForHydration(page)
    const prompt = page.getByRole('status').filter({ hasText: 'Hay una versión nueva' })
    await expect(prompt).toBeVisible({ timeout: 20_000 })
    await expect(prompt).toContainText('Hay una versión nueva — Actualizar')
    await prompt.getByRole('button', { name: 'Actualizar' }).click()
    await page.waitForEvent('load')
    await waitForHydration(page)
    await expect(prompt).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), LIST_STORAGE_KEY)).toBe(list)
  } finally {
    await writeFile(worker, original)
    for (const copy of copies) await rename(`${copy}.e2e`, copy).catch(() => {})
  }
})

test('with the worker in place, a published change reaches the next visit', async ({ page }) => {
  test.setTimeout(60_000)
  const snapshot = await readSnapshot('studio/data/production.ndjson')
  const privacy = snapshot.find((doc) => doc._id === 'page.aviso-de-privacidad') as SnapshotDocument
  const run = Date.now().toString(36)
  const path = `/sin-senal-${run}`
  const page1 = (title: string): SnapshotDocument => ({
    ...structuredClone(privacy),
    _id: `page.e2e-sin-senal-${run}`,
    path,
    title,
    seo: { _type: 'seo', title, description: 'Una página publicada con el trabajador activo.' },
  })
  const before = page1('Antes de publicar')
  try {
    await publish(before)
    await expect.poll(async () => (await fetch(`${E2E_LIVE_BASE_URL}${path}`)).status).toBe(200)
    await page.goto(`${E2E_LIVE_BASE_URL}${path}`)
    await waitForHydration(page)
    await workerReady(page)
    await page.goto(`${E2E_LIVE_BASE_URL}${path}`)
    await expect(page).toHaveTitle(/^Antes de publicar/)

    await publish(page1('Después de publicar'))
    await page.goto(`${E2E_LIVE_BASE_URL}${path}`)
    await expect(page).toHaveTitle(/^Después de publicar/)
  } finally {
    await unpublish(before)
  }
})
