import { collectErrors, waitForHydrated, waitForHydration } from './helpers'
import { axeViolations } from './page-rules'
import { expect, test } from './test'

const oeNumber = 'Cómo leer un número de parte original y cruzarlo con nuestra clave'
const zincOrBlackOxide = 'Zincado o pavonado: qué acabado conviene a cada pieza'
const studThread = 'Cómo elegir un birlo por su rosca y su estriado'
const measurePin = 'Cómo medir un perno de puerta con vernier, paso a paso'
const doorPins = 'Cómo identificar el perno de puerta correcto para tu auto'
const studs = 'Birlo hexagonal o integrado al cubo: cuál lleva tu rueda'
const finishes = 'Tropicalizado, galvanizado o zincado: qué acabado elegir'
const studsPath = '/blog/birlo-hexagonal-o-integrado-al-cubo'

test('the blog lists the posts newest first, filters by tag, and has no placeholder', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto('/blog')
  await waitForHydration(page)
  const titles = page.locator('main article h2')
  await expect(titles).toHaveText([
    oeNumber,
    zincOrBlackOxide,
    studThread,
    measurePin,
    doorPins,
    studs,
  ])
  await expect(page.locator('main article time').first()).toHaveText('9 de noviembre de 2026')
  await expect(page.locator('body')).not.toContainText(/ejemplo|próximamente/i)
  // Seven posts, six to a page: the oldest on page 2, and no page 3.
  await expect(page.getByRole('navigation', { name: 'Páginas del blog' })).toHaveCount(1)
  expect((await page.request.get('/blog/pagina/2')).status()).toBe(200)
  expect((await page.request.get('/blog/pagina/3')).status()).toBe(404)
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: /^Acabados/ }).click()
  await expect(page).toHaveURL(/\/blog\/etiqueta\/acabados$/)
  await expect(page.getByRole('status')).toContainText('Entradas sobre Acabados')
  await expect(titles).toHaveText([zincOrBlackOxide, finishes])
  await expect(page).toHaveTitle(/Entradas sobre Acabados/)
  expect(errors).toEqual([])
})

test('a tag list is prerendered and answers without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/blog/etiqueta/taller')
  expect(response?.status()).toBe(200)
  await expect(page.locator('main article h2')).toHaveText([
    oeNumber,
    studThread,
    measurePin,
    doorPins,
    studs,
  ])
  expect((await page.request.get('/blog/etiqueta/no-existe')).status()).toBe(404)
  await context.close()
})

test('a post opens from the list, with prev/next and related posts', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/blog')
  await waitForHydration(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  // The list's code comes as it nears the screen; until then its links load whole documents.
  const link = page.getByRole('link', { name: studs })
  await waitForHydrated(link)
  await link.click()
  await expect(page).toHaveURL(studsPath)
  await expect(page.getByRole('heading', { level: 1, name: studs })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'El birlo integrado al cubo' }),
  ).toBeVisible()
  const neighbours = page.getByRole('navigation', { name: 'Entradas anterior y siguiente' })
  await expect(neighbours.getByRole('link', { name: /Anterior/ })).toContainText(finishes)
  await expect(neighbours.getByRole('link', { name: /Siguiente/ })).toContainText(doorPins)
  // Related: the three newest posts sharing a tag.
  await expect(
    page.getByRole('complementary', { name: 'Entradas relacionadas' }).getByRole('link'),
  ).toHaveText([oeNumber, zincOrBlackOxide, studThread])
  expect(documents).toEqual([])

  await neighbours.getByRole('link', { name: /Siguiente/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: doorPins })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${doorPins}`))
  expect(errors).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})

test('a post reads without JavaScript, with its own head and Article JSON-LD', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(studsPath)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: studs })).toBeVisible()
  await expect(page.locator('main')).toContainText('Quita una rueda.')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${studsPath}$`),
  )
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /birlo hexagonal/,
  )
  const records = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
  const article = records.find((record) => record['@type'] === 'Article')
  expect(article).toMatchObject({
    headline: studs,
    datePublished: '2025-02-03',
    inLanguage: 'es-MX',
    author: { '@type': 'Organization', name: 'Equipo técnico Fijamex' },
    mainEntityOfPage: expect.stringMatching(new RegExp(`${studsPath}$`)),
    image: expect.stringMatching(/\/img\/imagenes\/stud\.svg$/),
    publisher: { '@type': 'Organization', name: 'Fijamex' },
  })
  // The picture the JSON-LD names is a file the build wrote.
  const picture = await page.request.get(new URL(article.image).pathname)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  // The footer's year is the build's, the same with or without JavaScript.
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Fijamex`)
  expect(
    records.find((record) => record['@type'] === 'BreadcrumbList')?.itemListElement,
  ).toHaveLength(3)
  await context.close()
})

test('the posts and tag lists are in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [studsPath, '/blog/etiqueta/acabados'])
    expect(sitemap).toContain(`${path}</loc>`)
})
