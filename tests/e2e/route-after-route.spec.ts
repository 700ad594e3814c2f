import { builtPagePaths, builtPageSample, isProductPage } from './built-routes'
import { waitForHydration } from './helpers'
import { expect, type Page, test } from './test'

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
/** One page of each kind. */
const representatives = [...byKind.values()].map((paths) => paths[0] as string)

/**
 * A walk through the representatives that loads each right after each other one exactly once
 * (an Eulerian circuit of the complete directed graph, by Hierholzer's algorithm): every ordered
 * pair with half the loads of visiting the pairs one by one.
 */
function everyPairOnce(nodes: readonly string[]): string[] {
  const unused = new Map(nodes.map((node) => [node, nodes.filter((other) => other !== node)]))
  const stack = [nodes[0] as string]
  const walk: string[] = []
  while (stack.length > 0) {
    const at = stack[stack.length - 1] as string
    const next = unused.get(at)?.shift()
    if (next === undefined) walk.push(stack.pop() as string)
    else stack.push(next)
  }
  return walk.reverse()
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

const walk = everyPairOnce(representatives)

test('the sitemap lists every kind of page it should', () => {
  expect(sitemapPaths.length).toBeGreaterThan(10)
  for (const kind of ['home', 'catalogue', 'blog', 'content'] as const)
    expect(byKind.get(kind), kind).toBeTruthy()
})

test('the walk loads every kind right after every other kind', () => {
  const pairs = new Set(walk.slice(1).map((path, index) => `${walk[index]} → ${path}`))
  expect(pairs.size).toBe(walk.length - 1)
  expect(pairs.size).toBe(representatives.length * (representatives.length - 1))
})

// The walk in two halves, one per worker; the second starts where the first ended.
const middle = Math.ceil(walk.length / 2)
for (const [part, steps] of [walk.slice(0, middle), walk.slice(middle - 1)].entries()) {
  test(`every kind of page after every other kind, part ${part + 1} of 2: no hydration mismatch, no console error`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const [first, ...rest] = steps
    await page.goto(first as string)
    await waitForHydration(page)
    let before = first
    for (const route of rest) {
      expect.soft(await errorsLoading(page, route), `${route} after ${before}`).toEqual([])
      before = route
    }
  })
}
