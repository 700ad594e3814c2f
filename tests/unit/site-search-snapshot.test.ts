import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { postPathsQuery, postQuery } from '../../src/blog/queries'
import { createSnapshotSource, readSnapshot } from '../../src/content/snapshot-source'
import { createContentSearch } from '../../src/search/content-search'
import { siteSearchFile } from '../../src/search/write-index'
import { pagePathsQuery, pageQuery } from '../../src/sections/page-query'

// The site search index over the committed snapshot's pages and posts, as the prerender writes it.

const source = createSnapshotSource(await readSnapshot('studio/data/production.ndjson'))
const pages = await Promise.all(
  (await source.query(pagePathsQuery)).map((path) => source.query(pageQuery, { path })),
)
const posts = await Promise.all(
  (await source.query(postPathsQuery)).map(({ slug }) => source.query(postQuery, { slug })),
)
const file = siteSearchFile({
  pages: pages.flatMap((page) => (page ? [page] : [])),
  posts: posts.flatMap((post) => (post ? [post] : [])),
})
const search = createContentSearch(JSON.parse(file))

/** What a page of the site search may download on first use (bench/README.md). */
const FIRST_USE_BUDGET = 150 * 1024

describe('the site search index over the snapshot', () => {
  it('holds every page and post and nothing else: parts come from the catalogue', () => {
    const { documents } = JSON.parse(file) as { documents: { kind: string; href: string }[] }
    expect(documents.filter((document) => document.kind === 'page')).toHaveLength(pages.length)
    expect(documents.filter((document) => document.kind === 'post')).toHaveLength(posts.length)
    expect(documents.every((document) => !document.href.includes('#'))).toBe(true)
  })

  it('is a small part of the first use, compressed', () => {
    expect(gzipSync(file).length).toBeLessThan(FIRST_USE_BUDGET / 4)
  })

  it('finds pages and posts by their words', () => {
    expect(search('privacidad')[0]?.href).toBe('/aviso-de-privacidad')
    expect(search('galvanizado').map((document) => document.href)).toContain(
      '/blog/tropicalizado-galvanizado-o-zincado',
    )
  })
})
