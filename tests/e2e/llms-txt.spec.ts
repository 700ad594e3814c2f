import { catalogueRoutes } from '../../src/catalogue/contract'
import { pagePaths } from '../../src/site/pages'
import { expect, test } from './test'

test('/llms.txt is served as text and lists every route-table page and the catalogue API', async ({
  request,
}) => {
  const response = await request.get('/llms.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toMatch(/^# .+\n\n> .+/)
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map(
    (match) => new URL(match[1] as string).pathname,
  )
  for (const path of pagePaths) expect(links).toContain(path)
  expect(links).toContain('/medidas-birlos-y-tuercas')
  for (const route of Object.values(catalogueRoutes)) expect(text).toContain(`/api${route}\``)
  // Product pages are listed too, each one a real page.
  const product = links.find((path) => path.startsWith('/pernos-para-puerta/'))
  expect(product).toBeDefined()
  expect((await request.get(product as string)).status()).toBe(200)
})
