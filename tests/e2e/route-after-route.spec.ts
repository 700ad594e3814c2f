import { expect, type Page, test } from '@playwright/test'
import { builtPagePaths, builtPageSample, isProductPage } from './built-routes'
import { waitForHydration } from './helpers'

/**
 * Every route of the built sitemap (and the 404 page) loaded right after a page of another kind:
 * no hydration mismatch, no console error. The kinds: home, catalogue, product page, blog, blog
 * post, 404 and content page. One route of each kind follows a page of every other kind; every
 * route is also loaded cold, and checked for the same errors, by every-page.spec.ts.
 */

const NOT_FOUND = '/ruta-que-no-existe'

const sitemapPaths = builtPagePaths()

type Kind = 'home' | 'catalogue' | 'product' | 'blog' | 'post' | 'content' | 'notFound'

function kindOf(path: string): Kind {
  if (path === NOT_FOUND) return 'notFound'
  if (path === '/') return 'home'
  if (path === '/pernos-para-puerta') return 'catalogue'
  if (isProductPage(path)) return 'product'
  if (path === '/blog') return 'blog'
  if (path.startsWith('/blog/')) return 'post'
  return 'content'
}

const routes = [...builtPageSample(), NOT_FOUND]
const byKind = new Map<Kind, string[]>()
for (const path of routes) byKind.set(kindOf(path), [...(byKind.get(kindOf(path)) ?? []), path])
/** One page of each kind, to come before the route under test. */
const representatives = [...byKind.values()].map((paths) => paths[0] as string)

function predecessors(route: string): string[] {
  return representatives.filter((path) => path !== route)
}

/** Console errors and uncaught exceptions while `path` loads and hydrates. */
async function errorsLoading(page: Page, path: string): Promise<string[]> {
  const errors: string[] = []
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    // The 404 page's own HTTP status is logged as a failed resource; that one is expected.
    if (message.type() !== 'error') return
    if (path === NOT_FOUND && message.location().url === page.url() && /404/.test(message.text()))
      return
    errors.push(message.text())
  }
  const onError = (error: Error) => errors.push(error.message)
  page.on('console', onConsole)
  page.on('pageerror', onError)
  await page.goto(path)
  await waitForHydration(page)
  // Hydration has reported any mismatch by now; a late data request would have been sent.
  await page.waitForTimeout(500)
  page.off('console', onConsole)
  page.off('pageerror', onError)
  return errors
}

test('the sitemap lists every kind of page it should', () => {
  expect(sitemapPaths.length).toBeGreaterThan(10)
  for (const kind of ['home', 'catalogue', 'blog', 'content'] as const)
    expect(byKind.get(kind), kind).toBeTruthy()
})

for (const route of representatives) {
  test(`${route} after every other kind of page: no hydration mismatch, no console error`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    for (const before of predecessors(route)) {
      await page.goto(before)
      await waitForHydration(page)
      expect(await errorsLoading(page, route), `${route} after ${before}`).toEqual([])
    }
  })
}
