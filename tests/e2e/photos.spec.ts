import type { Page } from '@playwright/test'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { createFakeSanity } from '../fake-sanity'
import {
  collectErrors,
  E2E_BASE_URL,
  E2E_LIVE_BASE_URL,
  LIVE_BUILD,
  waitForHydrated,
} from './helpers'
import { cdnImage, png } from './live/image-cdn'
import { PHOTO_LINE_PATH, PHOTO_PART, photoDocuments } from './live/photo-documents'
import { STAND_IN_CHANGES, type StandInState } from './live/sanity-api'
import { answerAsSanity } from './live/stand-ins'
import {
  launchStudioBrowser,
  serveBuiltStudio,
  studioContext,
} from './live/studio-api/built-studio'
import { axeViolations, layoutShift, MAX_SHIFT, observeShifts } from './page-rules'
import { expect, test } from './test'

/**
 * The photographs placed in the Studio, on the live build (its content has them, see
 * live/photo-documents.ts), their files answered by the stand-in of Sanity's image CDN.
 */

const PART_PAGE = `${E2E_LIVE_BASE_URL}/pernos-para-puerta/${PHOTO_PART.toLowerCase()}`

const documents = [...(await readSnapshot('studio/data/production.ndjson')), ...photoDocuments()]

/** Sanity's hosts for one page: its query API and live events, and its image CDN. */
async function serveImages(page: Page, content = documents) {
  const sanity = await answerAsSanity(page, createFakeSanity(content))
  const asked: string[] = []
  await page.route('https://cdn.sanity.io/images/**', (route) => {
    const url = new URL(route.request().url())
    asked.push(url.href)
    const image = cdnImage(url)
    return image
      ? route.fulfill({ status: image.status, contentType: image.type, body: image.body })
      : route.fulfill({ status: 404 })
  })
  return Object.assign(asked, { publish: sanity.publish, act: sanity.act })
}

/** Photographs of CX-2 (none when the live build was made), placed after it. */
function laterPhotos(...alts: string[]): SnapshotDocument[] {
  const front = documents.find((document) => document._id.startsWith('image-a1f0c1'))
  return [
    ...documents,
    {
      _id: 'partPhotos.cx-2',
      _type: 'partPhotos',
      key: 'CX-2',
      photos: alts.map((alt, index) => ({
        _key: `later${index}`,
        _type: 'image',
        asset: { _type: 'reference', _ref: front?._id },
        alt,
      })),
    } as SnapshotDocument,
  ]
}

/** Whether an image has arrived and been drawn at a size of its own. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)

test.describe('photographs', () => {
  test('a part with three photographs: its gallery, swiped and keyed, then its illustration', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const asked = await serveImages(page)
    await page.goto(PART_PAGE)
    const gallery = page.getByRole('region', { name: /^Fotos de CX-1/ })
    const photos = gallery.getByRole('img', { name: /^Perno CX-1/ })
    await expect(photos).toHaveCount(3)
    await expect(photos.nth(0)).toHaveAttribute('alt', 'Perno CX-1 de frente')
    // The main photo is preloaded from the head, at the phone's width, in the browser's format.
    const preload = page.locator('head link[rel="preload"][as="image"]').first()
    await expect(preload).toHaveAttribute('imagesrcset', /auto=format/)
    await expect(preload).toHaveAttribute('imagesizes', /100vw/)
    // The illustration, the gallery's last slide, is neither preloaded nor asked for first.
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1)
    await expect(gallery.locator('img[src^="/img/"]')).toHaveCount(2)
    for (const img of await gallery.locator('img[src^="/img/"]').all())
      await expect(img).toHaveAttribute('fetchpriority', 'low')
    await expect.poll(() => loaded(page, 'img[alt="Perno CX-1 de frente"]')).toBe(true)
    const first = new URL(asked.find((url) => url.includes('a1f0c1')) ?? 'http://x')
    expect(Number(first.searchParams.get('w'))).toBeLessThanOrEqual(1200)
    expect(first.searchParams.get('auto')).toBe('format')
    // The others are their blurred copies until the visitor reaches for the gallery (only their
    // thumbnails load).
    await expect(photos.nth(2)).not.toHaveAttribute('src')
    const photoWidths = (hash: string) =>
      asked
        .filter((url) => url.includes(hash))
        .map((url) => Number(new URL(url).searchParams.get('w')))
    expect(photoWidths('b2e0d2').filter((width) => width > 160)).toEqual([])

    // A finger's swipe to the left: the browser's own scrolling, snapped to the next photo.
    const box = await gallery.boundingBox()
    if (!box) throw new Error('no gallery box')
    const cdp = await context.newCDPSession(page)
    const y = Math.round(box.y + box.height / 2)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y }],
      })
    await touch('touchStart', box.x + box.width * 0.85)
    for (let step = 1; step <= 8; step++)
      await touch('touchMove', box.x + box.width * (0.85 - step * 0.08))
    await touch('touchEnd', box.x + box.width * 0.2)
    const position = () =>
      gallery.evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth))
    await expect.poll(position).toBe(1)
    await expect.poll(() => loaded(page, 'img[alt="Perno CX-1 de lado"]')).toBe(true)

    // The keyboard, once hydrated: the arrows move it, the thumbnails follow.
    await waitForHydrated(gallery)
    await gallery.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(position).toBe(2)
    await expect(page.getByRole('button', { name: 'Ver foto 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.keyboard.press('End')
    await expect.poll(position).toBe(3)
    await expect(gallery.getByText('Ilustración', { exact: true })).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Ilustración' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.keyboard.press('Home')
    await expect.poll(position).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a line with a photograph shows it in its header; a part without one shows its illustration', async ({
    page,
  }) => {
    // Two pages checked by axe, on a machine shared with other runs.
    test.setTimeout(120_000)
    const errors = collectErrors(page)
    await serveImages(page)
    await page.goto(`${E2E_LIVE_BASE_URL}${PHOTO_LINE_PATH}`)
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
    const photo = header.getByRole('img', { name: 'Birlos automotrices en la mesa de inspección' })
    await expect(photo).toBeVisible()
    await expect
      .poll(() => loaded(page, 'img[alt="Birlos automotrices en la mesa de inspección"]'))
      .toBe(true)
    await expect(photo).toHaveAttribute('fetchpriority', 'high')

    // The gallery and the line's header photo meet WCAG 2.2 AA as the rest of the pages do.
    expect(await axeViolations(page)).toEqual([])
    await page.goto(PART_PAGE)
    await expect(page.getByRole('region', { name: /^Fotos de CX-1/ })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await page.goto(`${E2E_LIVE_BASE_URL}/pernos-para-puerta/cx-2`)
    await expect(page.getByText('Ilustración', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Fotos de/ })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('a part built without photographs shows those placed since, and one published while it is open', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const images = await serveImages(page, laterPhotos('Perno CX-2 de frente'))
    await page.goto(`${E2E_LIVE_BASE_URL}/pernos-para-puerta/cx-2`)
    // As built: its illustration alone. Once the page is idle, Sanity's answer has the photo.
    const gallery = page.getByRole('region', { name: /^Fotos de CX-2/ })
    await expect(gallery.getByRole('img', { name: 'Perno CX-2 de frente' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(gallery.getByText('Ilustración', { exact: true })).toBeAttached()
    await images.act()
    await images.publish(laterPhotos('Perno CX-2 de frente', 'Perno CX-2 de lado'))
    await expect(gallery.getByRole('img', { name: /^Perno CX-2/ })).toHaveCount(2)
    await expect(page.getByRole('button', { name: /^Ver foto/ })).toHaveCount(2)
    expect(errors).toEqual([])
  })

  for (const width of [360, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } })
      test('nothing moves while the photographs arrive', async ({ page }) => {
        test.setTimeout(120_000)
        await serveImages(page)
        await observeShifts(page)
        for (const path of [
          PART_PAGE,
          `${E2E_LIVE_BASE_URL}${PHOTO_LINE_PATH}`,
          `${E2E_LIVE_BASE_URL}/`,
        ]) {
          await page.goto(path, { waitUntil: 'load' })
          // The first screen's photos arrive and are drawn; the page settles.
          await page.evaluate(async () => {
            const onScreen = [...document.images].filter(
              (img) =>
                img.srcset.includes('cdn.sanity.io') &&
                img.getBoundingClientRect().top < innerHeight,
            )
            await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)))
            await new Promise((idle) => requestIdleCallback(idle, { timeout: 2_000 }))
          })
          // Every photo, arrived or not, already takes its place at its own shape.
          for (const img of await page.locator('img[srcset*="cdn.sanity.io"]').all()) {
            const box = await img.evaluate((node: HTMLImageElement) => ({
              ratio: node.getBoundingClientRect().width / node.getBoundingClientRect().height,
              held: node.width / node.height,
            }))
            if (Number.isFinite(box.ratio)) expect(box.ratio).toBeCloseTo(box.held, 1)
          }
          expect(await layoutShift(page), path).toBeLessThanOrEqual(MAX_SHIFT)
        }
      })
    })
  }
})

/** The files a sales person drops: 17 that place (parts with angles, lines, scenes), 3 that do not. */
const STUDIO_FILES = [
  'PP-1.jpg',
  'PP-1-2.jpg',
  'PP-1-3.jpg',
  'PP-2.jpg',
  'PP-2-2.jpg',
  'pp-3.JPG',
  'PP-4.jpg',
  'BR-1215.jpg',
  'BR-1215-2.jpg',
  'BR-1245.jpg',
  'TR-1215.jpg',
  'KF-101.jpg',
  'KF-101-2.jpg',
  'linea-birlos.jpg',
  'linea-tuercas.jpg',
  'escena-planta.jpg',
  'escena-paso-1.jpg',
  'ZZ-404.jpg',
  'linea-pijas.jpg',
  'escena-bodega.jpg',
]

test('the Studio’s "Subir fotos" places 20 files by name, asks their texts and publishes them', async () => {
  test.setTimeout(300_000)
  const studio = await serveBuiltStudio()
  const state = (await (
    await fetch(`${LIVE_BUILD.sanityApiHost}${STAND_IN_CHANGES}`)
  ).json()) as StandInState
  const browser = await launchStudioBrowser(state.studioApi)
  try {
    const context = await studioContext(browser)
    // The keys are checked against the site's catalogue API: the local build's server here.
    await context.route(/\/api\/producto\//, async (route) => {
      const { pathname } = new URL(route.request().url())
      const response = await fetch(`${E2E_BASE_URL}${pathname}`)
      return route.fulfill({
        status: response.status,
        body: await response.text(),
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      })
    })
    const page = await context.newPage()
    await page.goto(`${studio.origin}/subir-fotos`)
    await expect(page.getByRole('heading', { name: 'Subir fotos' })).toBeVisible({
      timeout: 120_000,
    })
    // The Studio draws its tools once more as it finishes starting: a choice made before is
    // lost with the first drawing, so the editor (and this) chooses again.
    const files = STUDIO_FILES.map((name, i) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: png(640, 480, `f${i}x`),
    }))
    await expect(async () => {
      await page.getByLabel('Fotos (JPG, PNG, WebP o AVIF)').setInputFiles(files)
      await expect(page.getByRole('status')).toHaveText('17 fotos colocadas, 3 sin colocar', {
        timeout: 15_000,
      })
    }).toPass({ timeout: 120_000 })
    const unmatched = page.getByRole('region', { name: 'Fotos sin colocar' })
    await expect(
      unmatched.getByText('Ninguna pieza del catálogo tiene la clave «ZZ-404».'),
    ).toBeVisible()
    await expect(unmatched.getByText('No hay una línea «pijas».')).toBeVisible()
    await expect(unmatched.getByText('No hay una escena «bodega».')).toBeVisible()
    const placed = page.getByRole('region', { name: 'Fotos colocadas' })
    await expect(placed.getByText('→ Pieza PP-1 · foto principal')).toBeVisible()
    await expect(placed.getByText('→ Pieza PP-3 · foto principal')).toBeVisible()
    await expect(placed.getByText('→ Línea Birlos automotrices · encabezado')).toBeVisible()
    const upload = page.getByRole('button', { name: 'Subir y publicar 17 fotos' })
    await expect(upload).toBeDisabled()
    await expect(page.getByText('Falta el texto alternativo de 17 fotos.')).toBeVisible()
    await page.screenshot({ path: 'var/shots/studio-subir-fotos-1280.png', fullPage: true })

    const fields = placed.getByRole('textbox', { name: /^Texto alternativo de / })
    for (let i = 0; i < 17; i++) {
      const field = fields.nth(i)
      const name = ((await field.getAttribute('aria-label')) ?? '').replace(
        'Texto alternativo de ',
        '',
      )
      await field.fill(`Foto ${name.replace(/\.jpg$/i, '')} sobre fondo gris`)
    }
    await expect(upload).toBeEnabled()
    await upload.click()
    await expect(placed.getByText('Publicada', { exact: true })).toHaveCount(17, {
      timeout: 120_000,
    })
    await page.screenshot({
      path: 'var/shots/studio-subir-fotos-publicadas-1280.png',
      fullPage: true,
    })

    // What the site's queries will read: PP-1's three photos in order, the line's, the scene's.
    const ask = async (query: string) =>
      (
        (await (
          await fetch(
            `${LIVE_BUILD.sanityApiHost}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`,
            { headers: { 'x-sanity-project-id': LIVE_BUILD.projectId } },
          )
        ).json()) as { result: unknown }
      ).result
    expect(await ask('*[_id == "partPhotos.pp-1"][0].photos[].alt')).toEqual([
      'Foto PP-1 sobre fondo gris',
      'Foto PP-1-2 sobre fondo gris',
      'Foto PP-1-3 sobre fondo gris',
    ])
    expect(
      await ask('*[_id == "linePhotos.tuercas"][0].photo.asset->metadata.dimensions.width'),
    ).toBe(640)
    expect(await ask('*[_id == "scenePhotos"][0].paso1.alt')).toBe(
      'Foto escena-paso-1 sobre fondo gris',
    )
  } finally {
    await browser.close()
    await studio.close()
  }
})
