import {
  MODAL_STORAGE_KEY,
  MODAL_TARGET_VISIBLE_RATIO,
} from '../../src/sections/bolt-anatomy/timing'
import { PRODUCT_CAROUSEL } from '../../src/sections/product-carousel/timing'
import { pagePaths } from '../../src/site/pages'
import { pageContent } from './content'
import { waitForHydrated, waitForHydration } from './helpers'
import { expect, type Page, test } from './test'

// That each page shows every section of its content: every-page.spec.ts.

test.describe('bolt-anatomy modal', () => {
  // A first visit: nothing in localStorage yet.
  test.use({ modalAlreadyShown: false })

  /**
   * Scrolls the counters into view and returns once the browser has told its observers that
   * they are half seen (the site's observer, made earlier, is told first): the moment the
   * modal's countdown starts. The modal's code is asked for as its band comes into view, and
   * its observer is made once that code has hydrated the dialog.
   */
  async function showCounters(page: Page, anchor: string) {
    await page.locator(`#${anchor}`).scrollIntoViewIfNeeded()
    await waitForHydrated(page.getByRole('dialog', { name: /Anatomía/, includeHidden: true }))
    await page.evaluate(
      ([id, ratio]) =>
        new Promise<void>((seen) => {
          const section = document.getElementById(id) as HTMLElement
          const target = section.querySelector('[data-counters]') ?? section
          const observer = new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.intersectionRatio >= ratio)) return
              observer.disconnect()
              seen()
            },
            { threshold: ratio },
          )
          observer.observe(target)
        }),
      [anchor, MODAL_TARGET_VISIBLE_RATIO] as const,
    )
  }

  test('on home it opens 5 s after the counters are seen, closes by Escape, and not again after a reload', async ({
    page,
  }) => {
    // The page's clock, moved on by the test: five seconds pass at once.
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    // The page's time stands still until the test moves it: the countdown starts when the
    // modal's code, asked for as its band is seen, has come, however long that takes here.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await showCounters(page, 'sobre-nosotros')
    const dialog = page.getByRole('dialog', { name: /Anatomía/ })
    await page.clock.runFor(4_000)
    await expect(dialog).toBeHidden()
    await page.clock.runFor(1_500)
    await expect(dialog).toBeVisible()
    const shownAt = Number(
      await page.evaluate((key) => localStorage.getItem(key), MODAL_STORAGE_KEY),
    )
    const now = await page.evaluate(() => Date.now())
    expect(now - shownAt).toBeLessThan(1_000)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.clock.resume()
    await page.reload()
    await waitForHydration(page)
    await showCounters(page, 'sobre-nosotros')
    await page.clock.runFor(6_500)
    await expect(dialog).toBeHidden()
  })

  test('on the door-pins page it opens when the counters band is half visible and closes by its button or the dimmed area', async ({
    page,
  }) => {
    await page.goto('/pernos-para-puerta')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: /Anatomía/ })
    await showCounters(page, 'cifras')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect(dialog).toBeHidden()

    // Shown again only after 24 hours: pretend the last display was 25 hours ago.
    await page.evaluate(
      (key) => localStorage.setItem(key, String(Date.now() - 25 * 60 * 60 * 1000)),
      MODAL_STORAGE_KEY,
    )
    await page.reload()
    await waitForHydration(page)
    await showCounters(page, 'cifras')
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
  })
})

test('the FAQ accordion works by keyboard', async ({ page }) => {
  const content = await pageContent('/pernos-para-puerta')
  const faq = content.sections.find((section) => section._type === 'faqList') as unknown as {
    items: { question: string; answer: unknown }[]
  }
  await page.goto('/pernos-para-puerta')
  await waitForHydration(page)
  const first = page.locator('summary', { hasText: faq.items[0]?.question ?? '' })
  const second = page.locator('summary', { hasText: faq.items[1]?.question ?? '' })
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first.locator('..')).toHaveAttribute('open', '')
  await second.focus()
  await page.keyboard.press('Space')
  await expect(second.locator('..')).toHaveAttribute('open', '')
  // One answer open at a time.
  await expect(first.locator('..')).not.toHaveAttribute('open', '')
})

test('the product carousel moves by keyboard', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const carousel = page.locator('section[data-kind="product"]')
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-ready', 'true')
  const active = () =>
    carousel.locator('.swiper-slide-active').first().getAttribute('data-swiper-slide-index')
  const before = await active()
  await carousel.getByRole('button', { name: 'Siguiente' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(active).not.toBe(before)
})

test('a carousel autoplays in view and stands still out of view', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  const carousel = page.locator('section[data-kind="product"]')
  const active = () =>
    carousel.locator('.swiper-slide-active').first().getAttribute('data-swiper-slide-index')
  // Just below the fold, Swiper loads (it starts 300 px ahead) but the carousel is not seen.
  await carousel.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight - 150),
  )
  // Out of view, it keeps its slide for three autoplay steps; scrolled into view, it moves on.
  const stillOutOfViewThenMovesInView = async () => {
    await expect(carousel).not.toBeInViewport()
    await page.waitForTimeout(200)
    const unseen = await active()
    await page.clock.runFor(3 * PRODUCT_CAROUSEL.autoplayMs)
    expect(await active()).toBe(unseen)
    await carousel.scrollIntoViewIfNeeded()
    await page.waitForTimeout(200)
    await page.clock.runFor(PRODUCT_CAROUSEL.autoplayMs + 1_000)
    await expect.poll(active).not.toBe(unseen)
  }
  await expect(carousel).toHaveAttribute('data-ready', 'true')
  await stillOutOfViewThenMovesInView()
  // The next step is set once the slide's transition (real time, not the page's clock) ends.
  await page.waitForTimeout(PRODUCT_CAROUSEL.speedMs + 500)
  // Scrolled away, it stops (its countdown would ask for a frame on every vsync), and starts
  // again back in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await stillOutOfViewThenMovesInView()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of pagePaths) {
    test(`${path} shows the heading of every section`, async ({ page }) => {
      const content = await pageContent(path)
      await page.goto(path)
      // The text a reader gets: hidden text (a closed dialog, display: none) is not in it. Its
      // letters are as drawn (an uppercase heading is uppercase): compared without case.
      const plain = (text: string) => text.replace(/\s+/g, ' ').toLocaleLowerCase('es-MX')
      const shown = plain(await page.locator('body').innerText())
      for (const section of content.sections) {
        const heading = (section as { heading?: unknown }).heading
        // The bolt-anatomy modal is a closed dialog until JavaScript opens it.
        if (typeof heading !== 'string' || section._type === 'boltAnatomy') continue
        expect.soft(shown, heading).toContain(plain(heading))
      }
    })
  }
})
