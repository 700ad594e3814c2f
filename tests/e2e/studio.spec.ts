import type { Browser, Page } from '@playwright/test'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { E2E_LIVE_BASE_URL, LIVE_BUILD } from './helpers'
import { publish as publishAsSanity } from './live/publish'
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
test.setTimeout(240_000)

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

/**
 * Publishes the open document, as an editor does: once the last keystroke is saved, the button,
 * until it rests greyed with nothing left to publish. A click while the Studio still checks the
 * last change can pass unanswered (the button comes back): the editor, and this, click again.
 */
async function publish(page: Page) {
  const button = page.getByRole('button', { name: 'Publicar', exact: true })
  await expect(page.getByText('Guardando...')).toHaveCount(0, { timeout: 60_000 })
  await expect(button).toBeEnabled({ timeout: 60_000 })
  await expect(async () => {
    if (await button.isEnabled({ timeout: 1_000 }).catch(() => false)) await button.click()
    await expect(button).toBeDisabled({ timeout: 20_000 })
  }).toPass({ timeout: 90_000 })
}

test('a page created from nothing, its address corrected once, is published and served', async () => {
  const path = `/nosotros-${run}`
  await page.goto(`${studio.origin}/intent/create/template=page;type=page/`)
  await expect(page.getByRole('heading', { name: 'Nueva página' }).first()).toBeVisible({
    timeout: 120_000,
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

  // What stops "Publicar" is listed in Spanish at the foot of the form; it folds so as not to
  // hide the field being corrected, and each entry opens its field.
  const checklist = page.getByRole('region', { name: 'Lo que falta para publicar' })
  const missingTitle = checklist.getByRole('button', { name: /Título para buscadores/ })
  await expect(missingTitle).toBeVisible({ timeout: 30_000 })
  await checklist.getByRole('button', { name: 'Ocultar' }).click()
  await expect(missingTitle).toBeHidden()
  await checklist.getByRole('button', { name: 'Ver' }).click()
  await missingTitle.click()
  await expect(page.getByLabel('Título para buscadores')).toBeFocused()

  await page.getByRole('tab', { name: 'Buscadores y al compartir' }).click()
  await page.getByLabel('Título para buscadores').fill(`Nosotros ${run} | Fijamex`)
  await page
    .getByLabel('Descripción para buscadores')
    .fill('Quiénes somos: fabricantes de pernos y birlos en la Ciudad de México.')

  await publish(page)

  // Sanity calls the server's publish webhook; the server renders the page from the dataset.
  await expect.poll(async () => (await get(path)).status, { timeout: 30_000 }).toBe(200)
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

test('a post with a tag, its date typed day first, is published and served with its tag page', async () => {
  const slug = `birlos-de-remolque-${run}`
  const tag = `Remolques ${run}`
  await page.goto(`${studio.origin}/intent/create/template=post;type=post/`)
  await expect(page.getByRole('heading', { name: 'Nueva entrada del blog' }).first()).toBeVisible({
    timeout: 120_000,
  })
  await page.getByLabel('Título', { exact: true }).fill(`Birlos de remolque ${run}`)
  await page.getByRole('button', { name: 'Generar' }).click()
  await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue(slug)

  // A day February lacks: said in Spanish, and no date spelled under the box.
  const date = page.getByLabel('Fecha de publicación')
  await date.fill('31/02/2026')
  await expect(page.getByText('Esa fecha no existe o no se entiende').first()).toBeVisible()
  await date.fill('29/11/2026')
  await date.press('Tab')
  await expect(page.getByText('29 de noviembre de 2026')).toBeVisible({ timeout: 15_000 })

  await page.getByLabel('Autor').fill('Equipo técnico Fijamex')
  await page.locator('[contenteditable="true"]').first().click()
  await page.keyboard.type('Mide el diámetro y la rosca de cada birlo antes de pedirlo.')
  await page.getByRole('tab', { name: 'Listado y portada' }).click()
  await page.getByLabel('Resumen').fill('Cómo medir los birlos de un eje de remolque.')
  // Sanity's tag input has no label of its own: found by its field's id.
  await page.locator('input#tags').fill(tag)
  await page.locator('input#tags').press('Enter')

  await publish(page)
  await expect.poll(async () => (await get(`/blog/${slug}`)).status, { timeout: 15_000 }).toBe(200)
  expect((await get(`/blog/${slug}`)).text).toContain('Mide el diámetro y la rosca')
  expect((await get(`/blog/etiqueta/remolques-${run}`)).status).toBe(200)
})

test('the hours, entered once: Saturday given its own hours shows in the header bar and on the contact page', async () => {
  const settings = (await readSnapshot('studio/data/production.ndjson')).find(
    (doc) => doc._id === 'siteSettings',
  ) as SnapshotDocument
  const saturday = 'Sábado: 9:00 a. m. a 2:00 p. m.'
  try {
    await page.goto(`${studio.origin}/structure/siteSettings`)
    await page.getByRole('tab', { name: 'Horarios' }).click({ timeout: 120_000 })
    // One action: Saturday leaves "Lunes a sábado" for a row of its own, opened to edit.
    await page.getByRole('button', { name: 'Agregar horario para sábado' }).first().click()
    const dialog = page.getByRole('dialog').last()
    await dialog.getByLabel('Cierra').selectOption({ label: '2:00 p. m.' })
    await page.keyboard.press('Escape')
    await publish(page)

    for (const path of ['/', '/contacto-ventas-pernos-birlos']) {
      await expect.poll(async () => (await get(path)).text, { timeout: 15_000 }).toContain(saturday)
    }
    const contact = (await get('/contacto-ventas-pernos-birlos')).text
    expect(contact).toContain('Lunes a viernes: 9:00 a. m. a 8:00 p. m.')
  } finally {
    await publishAsSanity(settings)
  }
})

/** English left in the Studio, and the jargon a sales person does not use. */
const foreign = [
  /Reference to/i,
  /Invalid date/i,
  /Current slug/i,
  /Field actions/i,
  /Close dialog/i,
  /Nuevo (Página|Entrada|Pregunta|Cifra)/i,
  /\bSEO\b/,
  /\(H1\)/,
  /\bAncla\b/,
  /la API/,
  /\{dirección\}/,
  /\(ms\)/,
  /Clave de la entidad/,
  /consola/i,
  /Lanzamiento/,
  /(?<![A-Za-zÀ-ÿ])[Aa]ñad/,
  /\d{4}-\d{2}-\d{2}/,
  ...[
    'Add',
    'Create',
    'Delete',
    'Edit',
    'Untitled',
    'Loading',
    'Search',
    'Published',
    'Draft',
    'Close',
    'Open',
    'Select',
    'Upload',
    'Reference',
    'Document',
    'Cancel',
    'Save',
    'Review',
    'Changes',
    'Error',
    'Warning',
    'Required',
    'Publish',
    'Settings',
    'Untitled',
    'Empty',
    'Show',
    'Hide',
    'More',
    'Help',
    'Field',
    'actions',
    'dialog',
    'item',
    'the',
    'and',
    'of',
  ].map((word) => new RegExp(`(?<![A-Za-zÀ-ÿ])${word}(?![A-Za-zÀ-ÿ])`)),
]

/**
 * Every word the editor sees or hears: the text, and the names, titles and hints of controls;
 * not the content being edited (a post's text).
 */
async function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const content = new Set(
      [...document.querySelectorAll('[contenteditable="true"]')].flatMap((editor) =>
        (editor as HTMLElement).innerText.split('\n'),
      ),
    )
    const words = document.body.innerText.split('\n').filter((line) => !content.has(line))
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)
        if (value) words.push(value)
      }
    return words.map((line) => line.trim()).filter(Boolean)
  })
}

test('every word of the main views and document forms is Spanish, without jargon', async () => {
  test.setTimeout(360_000)
  const found = new Map<string, string>()
  const look = async (where: string) => {
    await page.waitForTimeout(500)
    for (const line of await visibleWords(page))
      for (const pattern of foreign)
        if (pattern.test(line)) found.set(line, `${where} (${pattern})`)
  }
  // One load of the Studio, then its own router (a full load takes long on a busy machine).
  const open = async (path: string, ready: string) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect(page.getByText(ready).first()).toBeVisible({ timeout: 120_000 })
    await look(path)
  }
  await page.goto(`${studio.origin}/structure`)
  await open('/structure', 'Ajustes del sitio')
  await page.getByRole('button', { name: 'Crear nuevo documento' }).click()
  await look('menú Crear nuevo documento')
  await page.keyboard.press('Escape')
  await open('/structure/siteSettings', 'Teléfono')
  for (const tab of ['Horarios', 'Ubicación', 'Marca y sitio']) {
    await page.getByRole('tab', { name: tab }).click()
    await look(`Ajustes del sitio › ${tab}`)
  }
  await open('/structure/piezas-del-catalogo', 'Las piezas del catálogo')
  await open('/structure/claim', 'Cifras')
  await open('/structure/faq', 'Preguntas frecuentes')
  await open('/structure/page;page.home', 'Nombre de la página')
  for (const tab of ['Buscadores y al compartir', 'Menú', 'Contenido']) {
    await page.getByRole('tab', { name: tab }).click()
    await look(`Inicio › ${tab}`)
  }
  // A section's dialog, with its breadcrumb and close button.
  await page.getByText('Preguntas frecuentes').last().click()
  await look('Inicio › una sección')
  await page.keyboard.press('Escape')
  await open('/structure/post;post.birlo-hexagonal-o-integrado-al-cubo', 'Fecha de publicación')
  await page.getByRole('tab', { name: 'Listado y portada' }).click()
  await look('una entrada › Listado y portada')
  await open('/intent/create/template=page;type=page/', 'Nueva página')
  await open('/intent/create/template=post;type=post/', 'Nueva entrada del blog')
  await open('/intent/create/template=faq;type=faq/', 'Nueva pregunta frecuente')

  expect([...found].map(([line, where]) => `${where}: ${line}`)).toEqual([])
})
