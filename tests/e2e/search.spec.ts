import { readSnapshot } from '../../src/content/snapshot-source'
import { SEARCH_INDEX_URL } from '../../src/search/index-url'
import { createFakeSanity } from '../fake-sanity'
import { collectErrors, E2E_LIVE_BASE_URL, waitForHydration } from './helpers'
import { answerAsSanity } from './live/stand-ins'
import { expect, type Page, test } from './test'

// The header's site search on a phone: parts of every line from the catalogue's search as the
// visitor types (threads in any spelling, door pins by other brands' numbers), pages and posts
// from the build's index, no match; the index loads on the field's first focus, never before,
// and no part is asked for before a key is typed.

test.use({ viewport: { width: 360, height: 740 } })

/** Opens the header search; returns its field, its results and the requests seen. */
async function headerSearch(page: Page, url: string) {
  const indexRequests: string[] = []
  const partRequests: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === SEARCH_INDEX_URL) indexRequests.push(request.url())
    if (pathname.endsWith('/api/buscar')) partRequests.push(request.url())
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
    partRequests,
    group: (name: string) => banner.getByRole('list', { name }),
    groupNames: () =>
      banner
        .locator('[data-search-results] ul')
        .evaluateAll((lists) =>
          lists.map(
            (list) =>
              document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
          ),
        ),
    banner,
  }
}

test('a stud by its thread however it is typed, each part once, never a door pin; the index only once open', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const search = await headerSearch(page, '/')
  // The tap on the icon put the cursor in the field, which loads the index then, not before.
  await expect(search.field).toBeFocused()
  await expect.poll(() => search.indexRequests.length).toBe(1)
  expect(search.partRequests).toEqual([])

  const studs = search.group('Birlos automotrices')
  const firsts: (string | null)[] = []
  for (const query of ['M12 x 1.5', 'm12x1.5', 'M12 × 1.5']) {
    await search.field.fill(query)
    const stud = studs.getByRole('link').first()
    await expect(stud).toHaveAttribute('href', /^\/birlos-automotrices\/br-\d+[a-z]?$/)
    await expect(stud).toContainText('M12 × 1.5')
    firsts.push(await stud.getAttribute('href'))
    expect(await search.groupNames()).not.toContain('Pernos para puerta')
    const hrefs = await search.banner
      .locator('[data-search-results] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length, query).toBeGreaterThan(1)
    expect(new Set(hrefs).size, `${query}: each part once`).toBe(hrefs.length)
  }
  expect(new Set(firsts).size).toBe(1)

  // Without its M, still a thread: studs and nuts, no door pin by accident.
  await search.field.fill('12x1.5')
  await expect(studs.getByRole('link').first()).toBeVisible()
  expect(await search.groupNames()).not.toContain('Pernos para puerta')

  // The results lie whole on the phone's screen.
  const box = await search.banner.locator('[data-search-results]').boundingBox()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360)
  expect(search.indexRequests).toHaveLength(1)
  expect(errors).toEqual([])
})

test("a door pin by another brand's number typed with spaces and dashes; a part number opens its part", async ({
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
  await first.click()
  await expect(page).toHaveURL(/\/pernos-para-puerta\/pp-1$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PP-1')
  await expect(search.field).toBeHidden()

  // A stud's key with a space: Enter, with no result chosen, goes to its part.
  await search.banner.getByLabel('Buscar pieza', { exact: true }).click()
  await search.field.fill('br 1245')
  await expect(search.group('Birlos automotrices').getByRole('link').first()).toHaveAttribute(
    'href',
    '/birlos-automotrices/br-1245',
  )
  await search.field.press('Enter')
  await expect(page).toHaveURL(/\/birlos-automotrices\/br-1245$/)
})

test('a post by its topic; nothing found says so in Spanish', async ({ page }) => {
  const errors = collectErrors(page)
  const search = await headerSearch(page, '/')
  await search.field.fill('galvanizado')
  await expect(search.group('Artículos').getByRole('link').first()).toHaveAttribute(
    'href',
    '/blog/tropicalizado-galvanizado-o-zincado',
  )

  await search.field.fill('zzqx wvq')
  await expect(
    search.banner.getByText('¿No encuentras tu pieza? Envíanos foto o medidas'),
  ).toBeVisible()
  await expect(search.banner.getByText('Nada coincide con “zzqx wvq”.')).toBeVisible()
  await expect(search.banner.getByRole('status')).toHaveText('Sin resultados para “zzqx wvq”')
  const whatsapp = search.banner.getByRole('link', { name: 'WhatsApp', exact: true })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*zzqx/)
  await expect(search.banner.getByRole('link', { name: 'Solicitar cotización' })).toBeVisible()
  expect(errors).toEqual([])
})

test('on the live build, whose catalogue is another server: pages and posts from the index, parts from its search, Enter searches the catalogue', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await answerAsSanity(page, createFakeSanity(await readSnapshot('studio/data/production.ndjson')))
  const search = await headerSearch(page, `${E2E_LIVE_BASE_URL}/tornillo-caliper`)
  await search.field.fill('privacidad')
  await expect(search.group('Páginas').getByRole('link').first()).toHaveAttribute(
    'href',
    '/aviso-de-privacidad',
  )
  // The stand-in (tests/e2e/contract-server) holds door pins only, and searches them itself.
  await search.field.fill('bisagra')
  await expect.poll(() => search.partRequests.length).toBeGreaterThan(0)
  await expect(search.group('Pernos para puerta').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/pernos-para-puerta\/[^/]+$/,
  )
  // Door pins found by words: Enter opens the catalogue's own search of them.
  await search.field.press('Enter')
  await expect(page).toHaveURL(`${E2E_LIVE_BASE_URL}/pernos-para-puerta?q=bisagra#catalogo`)
  expect(search.indexRequests).toHaveLength(1)
  expect(errors).toEqual([])
})
