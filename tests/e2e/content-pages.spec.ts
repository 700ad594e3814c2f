import { readFile } from 'node:fs/promises'
import { isPagePath } from '../../src/site/pages'
import { collectErrors, waitForHydration } from './helpers'
import { expect, test } from './test'

/** A page document at a path no route file names: it comes from the content alone. */
const path = '/medidas-birlos-y-tuercas'

test('a page that exists only in the content is prerendered and listed in the sitemap', async () => {
  expect(isPagePath(path)).toBe(false)
  const html = await readFile(`dist/client${path}/index.html`, 'utf8')
  expect(html).toContain('Medidas de birlos y tuercas')
  expect(html).toContain('BR-1215')
  expect(await readFile('dist/client/sitemap.xml', 'utf8')).toContain(`${path}</loc>`)
})

test('it opens from a cold URL and by client-side navigation, and its tables read as tables', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  const studs = page.getByRole('table').first()
  await expect(studs.getByRole('columnheader', { name: 'Rosca' })).toBeVisible()
  await expect(studs.getByRole('rowheader', { name: 'BR-1215', exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/Tabla de medidas de birlos y tuercas/)

  await page.goto('/aviso-de-privacidad')
  await waitForHydration(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.evaluate((target) => {
    window.history.pushState({}, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Medidas de birlos y tuercas' }),
  ).toBeVisible()
  expect(documents).toEqual([])
  expect(errors).toEqual([])
})

test('a path with no page in the content still gets the 404 page', async ({ page }) => {
  const response = await page.goto('/medidas-que-no-existen')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/no encontr/i)
})
