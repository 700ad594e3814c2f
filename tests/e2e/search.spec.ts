import { readSnapshot } from '../../src/content/snapshot-source'
import { SEARCH_INDEX_URL } from '../../src/search/index-url'
import { createFakeSanity } from '../fake-sanity'
import { collectErrors, E2E_LIVE_BASE_URL, waitForHydration } from './helpers'
import { answerAsSanity } from './live/stand-ins'
import { expect, type Page, test } from './test'

// The header's site search on a phone: door pins by their numbers and other brands', posts, no
// match; its index loads on the field's first focus, never before.

test.use({ viewport: { width: 360, height: 740 } })

/** Opens the header search; returns its field, its results and the index requests seen. */
async function headerSearch(page: Page, url: string) {
  const indexRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SEARCH_INDEX_URL) indexRequests.push(request.url())
  })
  await page.goto(url)
  await waitForHydration(page)
  const banner = page.getByRole('banner')
  await banner.getByLabel('Buscar pieza', { exact: true }).click()
  const field = banner.getByRole('searchbox')
  await expect(field).toBeVisible()
  return {
    field,
    indexRequests,
    group: (name: string) => banner.getByRole('list', { name }),
    banner,
  }
}

test('a door pin by its number, a post by its topic, nothing found; the index only on focus', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const search = await headerSearch(page, '/')
  // Open, but not yet focused: the index is not part of the page's load.
  expect(search.indexRequests).toEqual([])
  await search.field.focus()
  await expect.poll(() => search.indexRequests.length).toBe(1)

  await search.field.fill('galvanizado')
  await expect(search.group('Artículos').getByRole('link').first()).toHaveAttribute(
    'href',
    '/blog/tropicalizado-galvanizado-o-zincado',
  )

  await search.field.fill('zzqx wvq')
  await expect(
    search.banner.getByText('¿No encuentras tu pieza? Envíanos foto o medidas'),
  ).toBeVisible()
  const whatsapp = search.banner.getByRole('link', { name: 'WhatsApp', exact: true })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*zzqx/)
  await expect(search.banner.getByRole('link', { name: 'Solicitar cotización' })).toBeVisible()

  await search.field.fill('PP 12')
  const row = search.group('Pernos para puerta').getByRole('link').first()
  await expect(row).toHaveAttribute('href', '/pernos-para-puerta/pp-12')
  // The results lie whole on the phone's screen.
  const box = await search.banner.locator('[data-search-results]').boundingBox()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360)
  await row.click()
  await expect(page).toHaveURL(/\/pernos-para-puerta\/pp-12$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PP-12')
  await expect(search.field).toBeHidden()
  expect(search.indexRequests).toHaveLength(1)
  expect(errors).toEqual([])
})

test("another brand's number typed with spaces and dashes finds its door pin first", async ({
  page,
}) => {
  // PP-1's equivalences in the sample catalogue: Nissan 80420-01A05 | Pernotec 40710-5.
  const search = await headerSearch(page, '/blog')
  await search.field.fill('4 0 7 1 0-5')
  const first = search.group('Pernos para puerta').getByRole('link').first()
  await expect(first).toHaveAttribute('href', '/pernos-para-puerta/pp-1')
  await expect(first).toContainText('Equivale a Pernotec 40710-5')
  await expect(search.banner.locator('[data-search-results] a').first()).toHaveAttribute(
    'href',
    '/pernos-para-puerta/pp-1',
  )
})

test('on the live build, whose catalogue has no equivalences: a key with a space, Enter opens it', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await answerAsSanity(page, createFakeSanity(await readSnapshot('studio/data/production.ndjson')))
  const search = await headerSearch(page, `${E2E_LIVE_BASE_URL}/tornillo-caliper`)
  await search.field.fill('cx5')
  await expect(search.group('Pernos para puerta').getByRole('link').first()).toHaveAttribute(
    'href',
    '/pernos-para-puerta/cx%205',
  )
  await search.field.fill('cx 5')
  await search.field.press('Enter')
  await expect(page).toHaveURL(`${E2E_LIVE_BASE_URL}/pernos-para-puerta/cx%205`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CX 5')
  expect(search.indexRequests).toHaveLength(1)
  expect(errors).toEqual([])
})
