import { isPagePath, unlistedPagePaths } from '../../src/site/pages'
import { builtPageSample, lineSamplePages } from './built-routes'
import { contentAt, pageContent } from './content'
import { collectErrors, E2E_BASE_URL } from './helpers'
import {
  axeViolations,
  clippedLabels,
  coveredByFloatingButtonWhileScrolling,
  gridHoles,
  headingProblems,
  heavyPictures,
  lineTableProblems,
  NOT_FOUND_PATH,
  observeShifts,
  openPage,
  overflowing,
  PHONE,
  shiftProblems,
  smallTargets,
  watchLocaleData,
  watchRequests,
} from './page-rules'
import { expect, type Page, test } from './test'

/**
 * Every page the build lists in its sitemap (part pages sampled, built-routes.ts), the pages
 * kept out of it (the quote list, empty) and the 404 page, each visited once with an empty
 * cache: opened on a phone (360 px), where it must not move while it loads, then widened to a
 * desktop (1280 px, and 768 px for the layout rule that holds there too). At each width the
 * visit runs every rule that holds there, one step per rule (page-rules.ts); a broken rule fails
 * softly, so one run names every rule a page breaks, each failure with its page, width and rule.
 */

const DESKTOP = { width: 1280, height: 800 }
const TABLET = { width: 768, height: 800 }

/** Every heading a page's content gives its sections (slides and cards included). */
function headingsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(headingsOf)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'heading' && typeof inner === 'string' ? [inner] : headingsOf(inner),
    )
  }
  return []
}

/** A visit to one page at one width: opened, watched for errors and foreign requests. */
async function visit(page: Page, path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  const notFound = path === NOT_FOUND_PATH
  const errors = collectErrors(page, { documentStatus: notFound ? 404 : undefined })
  const requests = watchRequests(page, path, E2E_BASE_URL)
  await observeShifts(page)
  const localeData = await watchLocaleData(page)
  let where = `${path} at ${viewport.width} px`

  /** Runs one rule as a step of its own; its problems fail the test softly, named. */
  const rule = (name: string, problems: () => Promise<string[]>) =>
    test.step(name, async () => {
      expect.soft(await problems(), `${where}: ${name}`).toEqual([])
    })

  await test.step('opens with its status, hydrates, fonts in', async () => {
    const response = await openPage(page, path)
    expect(response?.status(), `${where}: HTTP status`).toBe(notFound ? 404 : 200)
  })

  return {
    rule,
    /** Waits until the network has been quiet for half a second. */
    quiet: () => requests.waitForQuietNetwork(),
    /** What asked for the browser's locale data so far (watchLocaleData). */
    localeData,
    /** From now on, failures name this width (the page was resized on the same visit). */
    resized(width: number) {
      where = `${path} at ${width} px`
    },
    get where() {
      return where
    },
    /** The shell around every page: banner, footer, one h1 and the floating WhatsApp link. */
    shell: () =>
      test.step('shell: banner, footer, one h1, WhatsApp link', async () => {
        await expect.soft(page.getByRole('banner'), `${where}: banner`).toBeVisible()
        await expect.soft(page.getByRole('contentinfo'), `${where}: footer`).toBeVisible()
        await expect.soft(page.locator('h1'), `${where}: one h1`).toHaveCount(1)
        const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' })
        await expect.soft(whatsapp, `${where}: WhatsApp`).toBeVisible()
        await expect
          .soft(whatsapp, `${where}: WhatsApp`)
          .toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/)
      }),
    /**
     * Once what loads with the page has come (the network quiet for half a second), the page has
     * not moved: no layout shift (as CLS counts them) above 0.01, web fonts included.
     */
    settled: () =>
      test.step('the page did not move while it loaded', async () => {
        await requests.waitForQuietNetwork()
        expect.soft(await shiftProblems(page), `${where}: layout shift`).toEqual([])
      }),
    /**
     * Once the network has been quiet for half a second: no request went to a foreign host, and
     * nothing logged an error (the page's own 404 status aside) or threw.
     */
    end: () =>
      test.step('no foreign host, no console error, once the network is quiet', async () => {
        await requests.waitForQuietNetwork()
        expect.soft(requests.foreign, `${where}: requests to foreign hosts`).toEqual([])
        expect.soft(errors, `${where}: console errors`).toEqual([])
      }),
  }
}

// The first part of each other line shares the part page's template, which the door pins' first
// and last pages are checked on at both widths: these are checked on a phone only.
const phoneOnly = lineSamplePages()

for (const path of [...builtPageSample(), ...unlistedPagePaths, NOT_FOUND_PATH]) {
  test(`every page: ${path}`, async ({ page }) => {
    test.setTimeout(90_000)
    const on = await visit(page, path, PHONE)
    await on.shell()
    await on.settled()
    await on.rule('every tap target is at least 44 × 44 px', () => smallTargets(page))
    await on.rule('nothing is wider than the screen', () => overflowing(page))
    await on.rule('card grids leave no hole', () => gridHoles(page))
    await on.rule('every label of every SVG drawing lies inside its drawing', () =>
      clippedLabels(page),
    )
    // Scrolls down to the end: last, with the requests the scrolling asked for checked after.
    await on.rule('the floating WhatsApp button covers nothing, from the top to the end', () =>
      coveredByFloatingButtonWhileScrolling(page),
    )
    // Scrolls down again, a screen at a time, so that every section is in.
    await on.rule(`the page's pictures weigh at most 60 KB (brotli)`, () =>
      heavyPictures(page, on.quiet),
    )
    // Loaded, hydrated and scrolled through, every section in.
    await on.rule('nothing asked for the browser’s locale data (a long task on a phone)', () =>
      on.localeData(),
    )
    if (phoneOnly.has(path)) return on.end()

    // The same visit, widened: every section has come in, so every rule sees the whole page.
    await page.setViewportSize(DESKTOP)
    await page.evaluate(() => window.scrollTo(0, 0))
    on.resized(DESKTOP.width)
    await on.shell()
    if (isPagePath(path)) {
      await test.step('shows every section of its content', async () => {
        const content = await pageContent(path)
        const main = page.locator('main')
        for (const heading of headingsOf(content.sections))
          await expect.soft(main, `${on.where}: heading "${heading}"`).toContainText(heading)
      })
    }
    const content = await contentAt(path)
    if (content?.sections.some((section) => section._type === 'lineTable')) {
      await on.rule("every line table lists its line's first parts, each linked to its page", () =>
        lineTableProblems(page, content),
      )
    }
    await on.rule('every text has a heading, and headings say something new', () =>
      headingProblems(page),
    )
    await on.rule('no accessibility violation (axe, WCAG 2.2 AA and best practice)', () =>
      axeViolations(page),
    )
    await on.rule('every label of every SVG drawing lies inside its drawing', () =>
      clippedLabels(page),
    )
    await on.rule('card grids leave no hole', () => gridHoles(page))
    await page.setViewportSize(TABLET)
    on.resized(TABLET.width)
    await on.rule('card grids leave no hole', () => gridHoles(page))
    await page.setViewportSize(DESKTOP)
    on.resized(DESKTOP.width)
    // Down to the end, where the lazy parts (the map frame) load.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await on.end()
  })
}
