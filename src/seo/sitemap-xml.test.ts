import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemap-xml.ts'

describe('sitemap.xml', () => {
  it('lists each address once, absolute, with the day of the build', () => {
    const xml = sitemapXml('https://fijamex.mx', ['/', '/blog/a', '/blog/a', '/blog'], '2026-11-28')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://fijamex.mx/',
      'https://fijamex.mx/blog/a',
      'https://fijamex.mx/blog',
    ])
    expect(xml).toContain('<lastmod>2026-11-28</lastmod>')
  })
})
