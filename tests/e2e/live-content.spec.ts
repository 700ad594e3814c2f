import { readFile } from 'node:fs/promises'
import { readSnapshot } from '../../src/content/snapshot-source'
import { EDIT_MARK_CHARACTERS } from '../../src/ui/edit-marks'
import { createFakeSanity, withClosingTime } from '../fake-sanity'
import {
  collectErrors,
  E2E_LIVE_BASE_URL,
  LIVE_BUILD,
  waitForHydrated,
  waitForHydration,
} from './helpers'
import { collectScripts } from './live/downloads'
import { answerAsSanity } from './live/stand-ins'
import { layoutShift, MAX_SHIFT, observeShifts } from './page-rules'
import { expect, test } from './test'

/**
 * The site built with a Sanity project (tests/e2e/live/build.ts), its Sanity answered by the
 * test: published changes reach open pages, and outside the Studio nothing of the
 * visual-editing code is downloaded and no text carries edit marks.
 */
const documents = await readSnapshot('studio/data/production.ndjson')
/** The live build's files of section code (what a page's sections load once hydrating). */
const sectionChunks = new Set(
  Object.entries(
    JSON.parse(await readFile(`${LIVE_BUILD.dir}/vite-manifest.json`, 'utf8')) as Record<
      string,
      { file: string }
    >,
  )
    .filter(([source]) => source.startsWith('src/sections/'))
    .map(([, chunk]) => `/${chunk.file}`),
)
const OLD_HOURS = 'Lunes a sábado: 9:00 a. m. a 8:00 p. m.'
const NEW_HOURS = 'Lunes a sábado: 9:00 a. m. a 7:30 p. m.'

test('an open page shows published hours within seconds, without a reload or a layout shift', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const sanity = createFakeSanity(documents)
  const { publish, act, stream } = await answerAsSanity(page, sanity)
  await page.goto(`${E2E_LIVE_BASE_URL}/`)
  await waitForHydration(page)
  const hours = page.getByRole('banner').getByRole('listitem').getByText(OLD_HOURS)
  await expect(hours).toBeVisible()
  // Once idle, the live code asked for the settings and the page (their sync tags); the stream
  // of changes waits for the visitor's first action, then both are asked again (a change may
  // have been published in between).
  await expect.poll(() => sanity.queries.length).toBe(2)
  await page.waitForTimeout(1000)
  expect(stream.connections()).toBe(0)
  await act()
  await expect.poll(() => sanity.queries.length).toBe(4)
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true, shift: 0 })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        ;(window as unknown as { shift: number }).shift += (
          entry as unknown as { value: number }
        ).value
      }
    }).observe({ type: 'layout-shift' })
  })

  await publish(withClosingTime(documents, '19:30'))

  await expect(page.getByRole('banner').getByRole('listitem').getByText(NEW_HOURS)).toBeVisible({
    timeout: 10_000,
  })
  await expect(page.getByRole('contentinfo').getByText(NEW_HOURS).first()).toBeAttached()
  // Only the settings were asked again, not the page, whose content did not change.
  expect(sanity.queries).toHaveLength(5)
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)
  expect(errors).toEqual([])
})

test.describe('on a phone whose sections’ code comes late', () => {
  test.use({ viewport: { width: 360, height: 800 } })

  test('the published answer, equal to the page, moves nothing', async ({ page }) => {
    const errors = collectErrors(page)
    const sanity = createFakeSanity(documents)
    await answerAsSanity(page, sanity)
    await observeShifts(page)
    // Each section's code is held until Sanity has answered the page's query: the answer reaches
    // the page while its sections still show the server's markup.
    const answered = expect.poll(() => sanity.queries.length, { timeout: 20_000 }).toBe(2)
    let held = 0
    await page.route(`${E2E_LIVE_BASE_URL}/assets/*.js`, async (route) => {
      if (!sectionChunks.has(new URL(route.request().url()).pathname)) return route.continue()
      held++
      await answered.catch(() => {})
      await new Promise((later) => setTimeout(later, 200))
      return route.continue()
    })
    await page.goto(`${E2E_LIVE_BASE_URL}/`)
    await answered
    await waitForHydration(page)
    await waitForHydrated(page.locator('main section').first())
    expect(held).toBeGreaterThan(0)
    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_SHIFT)
    expect(errors).toEqual([])
  })
})

test('outside the Studio no visual-editing code is downloaded and no text carries edit marks', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const scripts = collectScripts(page)
  const sanity = createFakeSanity(documents)
  const live = await answerAsSanity(page, sanity)
  await page.goto(`${E2E_LIVE_BASE_URL}/`)
  await waitForHydration(page)
  // The live code is running: it asked Sanity for the page's content, and at the visitor's first
  // action opened the event stream (long-polled, so the network is never idle: the open stream
  // is the sign that every live module has been downloaded and run).
  await expect.poll(() => sanity.queries.length).toBe(2)
  await live.act()

  const downloaded = [...(await scripts.settled()).entries()]
  expect(downloaded.some(([, code]) => code.includes('live/events'))).toBe(true)
  const visualEditing = downloaded.filter(([, code]) => code.includes('sanity-visual-editing'))
  expect(visualEditing.map(([url]) => url)).toEqual([])

  const marked = await page.evaluate((source) => {
    const marks = new RegExp(source, 'u')
    const found: string[] = []
    if (marks.test(document.body.textContent ?? '')) found.push('text')
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (marks.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}`)
      }
    }
    return found
  }, EDIT_MARK_CHARACTERS.source)
  expect(marked).toEqual([])
  expect(errors).toEqual([])
})

test.describe('the event stream, kept open as Sanity keeps it', () => {
  const LATER_HOURS = 'Lunes a sábado: 9:00 a. m. a 9:00 p. m.'
  const bannerHours = (page: import('@playwright/test').Page, text: string) =>
    page.getByRole('banner').getByRole('listitem').getByText(text)

  async function openLivePage(page: import('@playwright/test').Page) {
    const errors = collectErrors(page)
    const sanity = createFakeSanity(documents)
    const live = await answerAsSanity(page, sanity)
    await page.goto(`${E2E_LIVE_BASE_URL}/`)
    await waitForHydration(page)
    await expect.poll(() => sanity.queries.length).toBe(2)
    await live.act()
    return { errors, sanity, live }
  }

  test('one connection between changes, and a change comes through it', async ({ page }) => {
    const { errors, live } = await openLivePage(page)
    await page.waitForTimeout(3_000)
    expect(live.stream.connections()).toBe(1)
    await live.publish(withClosingTime(documents, '19:30'))
    await expect(bannerHours(page, NEW_HOURS)).toBeVisible({ timeout: 10_000 })
    expect(live.stream.connections()).toBe(1)
    expect(errors).toEqual([])
  })

  test('a dropped stream (reconnect) is resumed and later changes still arrive', async ({
    page,
  }) => {
    const { live } = await openLivePage(page)
    live.stream.drop()
    await expect.poll(() => live.stream.connections(), { timeout: 10_000 }).toBe(2)
    await expect.poll(() => live.stream.openStreams()).toBe(1)
    await live.publish(withClosingTime(documents, '19:30'))
    await expect(bannerHours(page, NEW_HOURS)).toBeVisible({ timeout: 10_000 })
  })

  test('after a restart the page shows what changed meanwhile, and later changes still arrive', async ({
    page,
  }) => {
    const { errors, sanity, live } = await openLivePage(page)
    // A change the stream never reported, then the event Sanity sends when it cannot resume.
    live.restart(withClosingTime(documents, '19:30'))
    await expect(bannerHours(page, NEW_HOURS)).toBeVisible({ timeout: 10_000 })
    expect(sanity.queries.length).toBeGreaterThanOrEqual(4)
    await live.publish(withClosingTime(documents, '21:00'))
    await expect(bannerHours(page, LATER_HOURS)).toBeVisible({ timeout: 10_000 })
    expect(errors).toEqual([])
  })
})
