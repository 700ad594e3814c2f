/**
 * Screenshots of the built Studio (`npm run studio:build` first) with Sanity's API answered by
 * the tests' stand-in Content Lake over the snapshot (tests/e2e/live/sanity-api.ts: queries,
 * documents, listeners, saves and publishes). `npm run studio:screenshots` writes PNGs of the
 * desk and document forms to screenshots/studio/ (`-- --out DIR`, `-- --width 360`). Nothing
 * reaches Sanity; what a real project adds (presence, history) is answered empty.
 */
import { mkdir } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from '@playwright/test'
import {
  STAND_IN_CHANGES,
  type StandInState,
  startSanityApi,
} from '../tests/e2e/live/sanity-api.ts'
import {
  launchStudioBrowser,
  serveBuiltStudio,
  studioContext,
} from '../tests/e2e/live/studio-api/built-studio.ts'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: { out: { type: 'string' }, width: { type: 'string', default: '1440' } },
})
const out = resolve(root, values.out ?? 'screenshots/studio')
const width = Number(values.width)

const api = await startSanityApi({
  port: 0,
  projectId: 'local0000',
  dataset: 'production',
  snapshot: join(root, 'studio/data/production.ndjson'),
})
const changes = `http://127.0.0.1:${(api.address() as AddressInfo).port}${STAND_IN_CHANGES}`
// Not in the snapshot: a draft page at a path the site already uses (public/og), to see the
// content rules' refusal as staff see it.
await fetch(changes, {
  method: 'POST',
  body: JSON.stringify({
    put: [
      {
        _id: 'drafts.page.ruta-reservada',
        _type: 'page',
        title: 'Ruta reservada',
        path: '/og',
        seo: {
          _type: 'seo',
          title: 'Ruta reservada',
          description: 'Una página que no se publica.',
        },
        sections: [],
      },
    ],
  }),
})
const { studioApi } = (await (await fetch(changes)).json()) as StandInState
const studio = await serveBuiltStudio()
const browser = await launchStudioBrowser(studioApi)
const context = await studioContext(browser, { viewport: { width, height: 900 } })
const page = await context.newPage()
page.setDefaultTimeout(120_000)
page.on('pageerror', (error) => console.log(`page error: ${error.message}`))

/** A field group: a tab, or on a phone an option of the groups' list. */
const tab = (name: string) => async (page: Page) => {
  const tabs = page.getByRole('tab', { name })
  if (await tabs.count()) return tabs.click()
  await page.locator('select').filter({ hasText: name }).first().selectOption({ label: name })
}

/** Each shot: its name, the Studio path, what must show, and what to do before taking it. */
const shots: [string, string, string, ((page: Page) => Promise<unknown>)?][] = [
  ['desk', '/structure', 'Ajustes del sitio'],
  ['ajustes-del-sitio', '/structure/siteSettings', 'Teléfono'],
  [
    'horarios',
    '/structure/siteSettings',
    'Teléfono',
    async (page) => {
      await tab('Horarios')(page)
      await page.getByText('Horario principal').first().scrollIntoViewIfNeeded()
    },
  ],
  [
    'horario-sabado',
    '/structure/siteSettings',
    'Teléfono',
    async (page) => {
      await tab('Horarios')(page)
      await page.getByRole('button', { name: 'Agregar horario para sábado' }).first().click()
    },
  ],
  ['pagina-inicio', '/structure/page;page.home', 'Nombre de la página'],
  ['pagina-ruta-reservada', '/structure/page;page.ruta-reservada', 'Nombre de la página'],
  [
    'pagina-nueva',
    '/intent/create/template=page;type=page/',
    'Nueva página',
    async (page) => {
      await page.getByLabel('Nombre de la página').fill('Nosotros')
      await page.getByLabel('Ruta', { exact: true }).fill('/nosotros')
    },
  ],
  [
    'pagina-publicada-ruta',
    '/structure/page;page.aviso-de-privacidad',
    'Nombre de la página',
    (page) => page.getByText('ya está publicada en').scrollIntoViewIfNeeded(),
  ],
  [
    'pagina-inicio-buscadores',
    '/structure/page;page.home',
    'Nombre de la página',
    tab('Buscadores y al compartir'),
  ],
  ['cifras', '/structure/claim', 'Cifras'],
  ['piezas-del-catalogo', '/structure/piezas-del-catalogo', 'Las piezas del catálogo'],
  ['entradas-del-blog', '/structure/post', 'Entradas del blog'],
  [
    'entrada-fecha-invalida',
    '/structure/post;post.birlo-hexagonal-o-integrado-al-cubo',
    'Fecha de publicación',
    async (page) => {
      await page.getByLabel('Fecha de publicación').fill('31/02/2026')
      await page.getByText('Fecha de publicación').first().scrollIntoViewIfNeeded()
    },
  ],
  [
    'entrada-portada',
    '/structure/post;post.birlo-hexagonal-o-integrado-al-cubo',
    'Fecha de publicación',
    tab('Listado y portada'),
  ],
]
await mkdir(out, { recursive: true })
for (const [name, path, ready, prepare] of shots) {
  await page.goto(`${studio.origin}${path}`)
  await page.getByText(ready).first().waitFor()
  await prepare?.(page)
  await page.waitForTimeout(1500)
  const file = join(out, `${name}-${width}.png`)
  await page.screenshot({ path: file })
  console.log(`wrote ${file}`)
}
await browser.close()
await studio.close()
api.close()
