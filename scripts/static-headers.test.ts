import { describe, expect, it } from 'vitest'
import { DATA_POLICY } from '../server/security-headers.ts'
import { headerValuesFor, parseHeadersFile } from './headers-file.ts'
import { staticHeaders } from './site-files.ts'

/** The most rules a host reads (Cloudflare Pages), and the longest line it takes. */
const MAX_RULES = 100
const MAX_LINE = 2000

const env = {
  VITE_SANITY_PROJECT_ID: 'abc123',
  VITE_SANITY_STUDIO_URL: 'https://fijamex.sanity.studio',
  VITE_CATALOG_API_URL: 'https://api.example.mx/api',
}

describe('_headers for static hosts', () => {
  const file = staticHeaders(env)
  const rules = parseHeadersFile(file)

  it('stays within the hosts’ limits on rules and line length', () => {
    expect(rules.size).toBeLessThanOrEqual(MAX_RULES)
    for (const line of file.split('\n')) expect(line.length).toBeLessThanOrEqual(MAX_LINE)
  })

  it.each([
    ['a page', '/tornillo-caliper'],
    ['a product page', '/pernos-para-puerta/pp-1'],
    ['the home page', '/'],
    ['an unknown path (the 404 page)', '/no-existe'],
    ['an unknown product (its 404 page)', '/pernos-para-puerta/no-existe'],
    ['a redirect stub', '/pernos'],
    ['a script', '/assets/entry-abc123.js'],
  ])('gives %s the whole header set, a policy included', (_, path) => {
    const policies = headerValuesFor(rules, path, 'Content-Security-Policy')
    expect(policies).toHaveLength(1)
    expect(policies[0]).toContain("object-src 'none'")
    expect(policies[0]).toContain('frame-ancestors https://fijamex.sanity.studio')
    expect(headerValuesFor(rules, path, 'X-Content-Type-Options')).toEqual(['nosniff'])
  })

  it('gives the site’s JSON a policy that allows nothing, on top of the site’s', () => {
    const policies = headerValuesFor(rules, '/_data/pages/index.json', 'Content-Security-Policy')
    expect(policies).toHaveLength(2)
    expect(policies).toContain(DATA_POLICY)
  })
})
