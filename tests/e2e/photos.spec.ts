import type { Page } from '@playwright/test'
import { collectErrors, E2E_LIVE_BASE_URL, waitForHydrated } from './helpers'
import { cdnImage } from './live/image-cdn'
import { PHOTO_LINE_PATH, PHOTO_PART } from './live/photo-documents'
import { layoutShift, MAX_SHIFT, observeShifts } from './page-rules'
import { expect, test } from './test'

/**
 * The photographs placed in the Studio, on the live build (its content has them, see
 * live/photo-documents.ts), their files answered by the stand-in of Sanity's image CDN.
 */

const PART_PAGE = `${E2E_LIVE_BASE_URL}/pernos-para-puerta/${PHOTO_PART.toLowerCase()}`

async function serveImages(page: Page) {
  const asked: string[] = []
  await page.route('https://cdn.sanity.io/images/**', (route) => {
    const url = new URL(route.request().url())
    asked.push(url.href)
    const image = cdnImage(url)
    return image
      ? route.fulfill({ status: image.status, contentType: image.type, body: image.body })
      : route.fulfill({ status: 404 })
  })
  return asked
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
    await expect.poll(() => loaded(page, 'img[alt="Perno CX-1 de frente"]')).toBe(true)
    const first = new URL(asked.find((url) => url.includes('a1f0c1')) ?? 'http://x')
    expect(Number(first.searchParams.get('w'))).toBeLessThanOrEqual(1200)
    expect(first.searchParams.get('auto')).toBe('format')
    // The others wait until they near the screen.
    await expect(photos.nth(2)).toHaveAttribute('loading', 'lazy')

    // A finger's swipe to the left: the browser's own scrolling, snapped to the next photo.
    const box = await gallery.boundingBox()
    if (!box) throw new Error('no gallery box')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(box.x + box.width * 0.8),
      y: Math.round(box.y + box.height / 2),
      xDistance: -Math.round(box.width * 0.6),
      yDistance: 0,
      gestureSourceType: 'touch',
      speed: 1200,
    })
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

    await page.goto(`${E2E_LIVE_BASE_URL}/pernos-para-puerta/cx-2`)
    await expect(page.getByText('Ilustración', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Fotos de/ })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  for (const width of [360, 1280]) {
    test(`nothing moves while the photographs arrive, at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      for (const path of [
        PART_PAGE,
        `${E2E_LIVE_BASE_URL}${PHOTO_LINE_PATH}`,
        `${E2E_LIVE_BASE_URL}/`,
      ]) {
        const page = await context.newPage()
        await serveImages(page)
        await observeShifts(page)
        await page.goto(path, { waitUntil: 'load' })
        // Down the page and back, so every lazy photo comes and is drawn.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y)
            await new Promise((next) => setTimeout(next, 60))
          }
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
        })
        expect(await layoutShift(page), path).toBeLessThanOrEqual(MAX_SHIFT)
        await page.close()
      }
      await context.close()
    })
  }
})
