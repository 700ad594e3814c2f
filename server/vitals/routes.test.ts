import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagePaths } from '../../src/site/pages.ts'
import { VITALS_ROUTES } from './routes.ts'

describe('VITALS_ROUTES', () => {
  it("is every route pattern of the router, as the generated route tree lists them, and the route table's pages", () => {
    const tree = readFileSync(resolve(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8')
    const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? ''
    // As the page names them (src/vitals/start.ts): an index route's trailing '/' dropped.
    const fullPaths = new Set(
      [...union.matchAll(/'([^']*)'/g)].map((match) => (match[1] ?? '').replace(/(.)\/$/, '$1')),
    )
    expect(fullPaths.size).toBeGreaterThan(8)
    // The route table's pages without a route file of their own are named by their path.
    expect([...VITALS_ROUTES].sort()).toEqual([...new Set([...fullPaths, ...pagePaths])].sort())
  })
})
