import type { Browser, Page } from '@playwright/test'
import { E2E_LIVE_BASE_URL, LIVE_BUILD } from './helpers'
import { STAND_IN_CHANGES, type StandInState } from './live/sanity-api'
import {
  launchStudioBrowser,
  serveBuiltStudio,
  studioContext,
} from './live/studio-api/built-studio'
import { expect, test } from './test'

/**
 * A sales person's whole job in the built Studio (`npm run studio:build`), its API answered by
 * the stand-in Content Lake of tests/e2e/live/sanity-api.ts: the same dataset the live build's
 * server renders from, which applies what the Studio saves (drafts, `_createdAt` on the first
 * save, publishing) and calls the server's publish webhook as Sanity does.
 */

const run = Date.now().toString(36)
let studio: Awaited<ReturnType<typeof serveBuiltStudio>>
let browser: Browser
let page: Page

test.beforeAll(async () => {
  studio = await serveBuiltStudio()
  const state = (await (
    await fetch(`${LIVE_BUILD.sanityApiHost}${STAND_IN_CHANGES}`)
  ).json()) as StandInState
  browser = await launchStudioBrowser(state.studioApi)
})
test.beforeEach(async () => {
  page = await (await studioContext(browser)).newPage()
})
test.afterAll(async () => {
  await browser?.close()
  await studio?.close()
})

/** The Studio's boot and its listeners take a while on a loaded machine. */
test.setTimeout(180_000)

const get = async (path: string) => {
  const response = await fetch(`${E2E_LIVE_BASE_URL}${path}`)
  return { status: response.status, text: await response.text() }
}

/** Adds a section of the given type to the page's sections and fills its title in its dialog. */
async function addSection(page: Page, type: string, heading: string) {
  await page
    .getByRole('button', { name: /Agregar elemento/ })
    .first()
    .click()
  await page.getByRole('menuitem', { name: type }).click()
  const dialog = page.getByRole('dialog').last()
  await dialog.getByLabel('Título', { exact: true }).first().fill(heading)
  await page.keyboard.press('Escape')
  await expect(page.getByText(heading).first()).toBeVisible()
}

/** Publishes the open document: the Studio's "Publicado" version is there once it is done. */
async function publish(page: Page) {
  const button = page.getByRole('button', { name: 'Publicar', exact: true })
  await expect(button).toBeEnabled({ timeout: 60_000 })
  await button.click()
  await expect(page.getByRole('button', { name: 'Publicado', exact: true })).toBeEnabled({
    timeout: 60_000,
  })
}

test('a page created from nothing, its address corrected once, is published and served', async () => {
  const path = `/nosotros-${run}`
  await page.goto(`${studio.origin}/intent/create/template=page;type=page/`)
  await expect(page.getByRole('heading', { name: 'Nueva página' }).first()).toBeVisible({
    timeout: 60_000,
  })

  await page.getByLabel('Nombre de la página').fill(`Nosotros ${run}`)
  const address = page.getByLabel('Ruta', { exact: true })
  await address.pressSequentially(`/nosotors-${run}`)
  await expect(address).toHaveValue(`/nosotors-${run}`)
  // The typo, corrected once.
  await address.fill(path)
  await expect(address).toHaveValue(path)
  await expect(address).toBeEditable()

  await addSection(page, 'Encabezado de página', `Quiénes somos ${run}`)
  await addSection(page, 'Franja de contacto', '¿Necesitas una pieza a la medida?')

  await page.getByRole('tab', { name: 'Buscadores y al compartir' }).click()
  await page.getByLabel('Título para buscadores').fill(`Nosotros ${run} | Fijamex`)
  await page
    .getByLabel('Descripción para buscadores')
    .fill('Quiénes somos: fabricantes de pernos y birlos en la Ciudad de México.')

  await publish(page)

  // Sanity calls the server's publish webhook; the server renders the page from the dataset.
  await expect.poll(async () => (await get(path)).status, { timeout: 15_000 }).toBe(200)
  const { text: html } = await get(path)
  expect(html).toContain(`Quiénes somos ${run}`)
  expect(html).toContain('¿Necesitas una pieza a la medida?')

  // Published: the address is locked, and the form says why and how to move the page.
  await page.getByRole('tab', { name: 'Contenido' }).click()
  await expect(page.getByText(`Esta página ya está publicada en ${path}`)).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByLabel('Ruta', { exact: true })).not.toBeEditable()
})
