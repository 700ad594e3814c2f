import type { Page } from '@playwright/test'
import { readSnapshot, type SnapshotDocument } from '../../src/content/snapshot-source'
import { onePartPhotosQuery, pagePhotosQuery } from '../../src/photos/photo-queries'
import { EDIT_MARK_CHARACTERS } from '../../src/ui/edit-marks'
import { createFakeSanity, withClosingTime } from '../fake-sanity'
import { collectErrors, E2E_LIVE_BASE_URL, LIVE_BUILD } from './helpers'
import { collectScripts } from './live/downloads'
import { openStandInStudio } from './live/stand-ins'
import { expect, test } from './test'

/**
 * The site built with a Sanity project, inside a stand-in for the Studio's Presentation tool
 * (tests/e2e/live/studio/): it shows the editor's draft, with edit marks in its texts and
 * click-to-edit overlays, and reads nothing from Sanity itself.
 */
const published = await readSnapshot('studio/data/production.ndjson')
const draftSettings = withClosingTime(published, '21:00').find((doc) => doc._id === 'siteSettings')
const documents = [
  ...published,
  { ...draftSettings, _id: 'drafts.siteSettings', _type: 'siteSettings' },
]
// The draft's closing time, with the edit marks the Presentation answer adds after each time.
const DRAFT_HOURS = /^Lunes a sábado: 9:00\W*a\. m\. a 9:00\W*p\. m\.$/u

/** A photograph, or the query of a page's or part's photographs: published only, never drafts. */
function isPhotoRead(url: URL): boolean {
  if (url.hostname === 'cdn.sanity.io' && url.pathname.startsWith('/images/')) return true
  const query = url.searchParams.get('query')
  return query === pagePhotosQuery || query === onePartPhotosQuery
}

type StudioLog = { type: string; data: { id?: string; type?: string } }[]

test("inside the Studio's Presentation tool the site shows drafts with click-to-edit overlays", async ({
  page,
}) => {
  const errors = collectErrors(page)
  const scripts = collectScripts(page)
  const sanityRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.hostname.endsWith('sanity.io') && !isPhotoRead(url)) sanityRequests.push(url.href)
  })
  const sanity = createFakeSanity(documents)
  await openStandInStudio(page, sanity, `${E2E_LIVE_BASE_URL}/`)
  const site = page.frameLocator('iframe')

  const hours = site.getByRole('banner').getByRole('listitem').getByText(DRAFT_HOURS)
  await expect(hours).toBeVisible({ timeout: 15_000 })
  expect(await hours.textContent()).toMatch(EDIT_MARK_CHARACTERS)
  await expect(site.locator('sanity-visual-editing')).toBeAttached()
  // The overlays report a click on the hours as "edit this field of the site settings". They
  // take the element over a moment after their code is in the page, as an editor's second
  // click finds: the click is made again until one is reported.
  await expect(async () => {
    await hours.click()
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => (window as unknown as { studioLog: StudioLog }).studioLog))
            .filter((entry) => entry.type === 'focus')
            .map((entry) => entry.data.id),
        { timeout: 2_000 },
      )
      .toContain('siteSettings')
  }).toPass({ timeout: 20_000 })

  // Following a link in the preview tells the Studio where the preview is, and the new page's
  // content is handed to the Studio too.
  await site
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Kits de Frenos' })
    .click()
  await expect
    .poll(async () =>
      (await page.evaluate(() => (window as unknown as { studioLog: StudioLog }).studioLog))
        .filter((entry) => entry.type === 'navigate' || entry.type === 'loader/query-listen')
        .map((entry) => JSON.stringify(entry.data)),
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('"url":"/kits-de-frenos-automotrices"'),
        expect.stringContaining('"params":{"path":"/kits-de-frenos-automotrices"}'),
      ]),
    )

  expect(
    [...(await scripts.settled()).values()].some((code) => code.includes('sanity-visual-editing')),
  ).toBe(true)
  // Drafts came through the Studio's connection: the browser asked Sanity nothing but the
  // photographs, which have no drafts.
  expect(sanityRequests).toEqual([])
  expect(errors).toEqual([])
})

test('a Studio of another dataset answers none of the preview’s queries: the site keeps its published content', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const sanity = createFakeSanity(documents)
  await openStandInStudio(page, sanity, `${E2E_LIVE_BASE_URL}/`, {
    projectId: LIVE_BUILD.projectId,
    dataset: 'staging',
  })
  const site = page.frameLocator('iframe')
  const log = () => page.evaluate(() => (window as unknown as { studioLog: StudioLog }).studioLog)
  // The site asked, as it does in any Studio; this one left the queries alone.
  await expect
    .poll(async () => (await log()).filter((entry) => entry.type === 'ignored').length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  expect((await log()).filter((entry) => entry.type === 'loader/query-listen')).toEqual([])
  await expect(
    site
      .getByRole('banner')
      .getByRole('listitem')
      .getByText('Lunes a sábado: 9:00 a. m. a 8:00 p. m.'),
  ).toBeVisible()
  await expect(site.getByRole('banner').getByText(DRAFT_HOURS)).toHaveCount(0)
  expect(errors).toEqual([])
})

/** Console errors, and the URLs that answered 404 (only the preview's own document may). */
function watch(page: Page) {
  const notFound: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url())
  })
  const errors = collectErrors(page)
  return {
    notFound,
    otherErrors: () => errors.filter((error) => !error.includes('status of 404')),
  }
}

test('a page and a post never published preview as their drafts, not as 404', async ({ page }) => {
  const pageView = watch(page)
  const privacy = published.find(
    (doc) => doc._id === 'page.aviso-de-privacidad',
  ) as SnapshotDocument
  const somePost = published.find((doc) => doc._type === 'post') as SnapshotDocument
  const sanity = createFakeSanity([
    ...published,
    {
      ...structuredClone(privacy),
      _id: 'drafts.page.garantia',
      _type: 'page',
      path: '/garantia',
      title: 'Garantía',
      sections: (privacy.sections as { _type: string }[]).map((section) =>
        section._type === 'pageHeader'
          ? { ...section, heading: 'Garantía de nuestras piezas' }
          : section,
      ),
    },
    {
      ...structuredClone(somePost),
      _id: 'drafts.post.nueva-entrada',
      _type: 'post',
      title: 'Entrada en borrador sobre birlos',
      slug: { _type: 'slug', current: 'nueva-entrada' },
    },
  ])
  // The server has nothing published at either path.
  expect((await fetch(`${E2E_LIVE_BASE_URL}/garantia`)).status).toBe(404)

  await openStandInStudio(page, sanity, `${E2E_LIVE_BASE_URL}/garantia`)
  const site = page.frameLocator('iframe')
  await expect(
    site.getByRole('heading', { level: 1, name: /Garantía de nuestras piezas/ }),
  ).toBeVisible({ timeout: 15_000 })
  await page.screenshot({ path: test.info().outputPath('borrador-en-presentation.png') })

  const postPreview = await page.context().newPage()
  const postView = watch(postPreview)
  await openStandInStudio(postPreview, sanity, `${E2E_LIVE_BASE_URL}/blog/nueva-entrada`)
  await expect(
    postPreview
      .frameLocator('iframe')
      .getByRole('heading', { level: 1, name: /Entrada en borrador sobre birlos/ }),
  ).toBeVisible({ timeout: 15_000 })
  // Only the preview's document answered 404 (the server has nothing published there): each
  // hydrated as its route's 404 page, without loading again.
  expect(pageView.notFound).toEqual([`${E2E_LIVE_BASE_URL}/garantia`])
  expect(postView.notFound).toEqual([`${E2E_LIVE_BASE_URL}/blog/nueva-entrada`])
  expect([...pageView.otherErrors(), ...postView.otherErrors()]).toEqual([])
})
