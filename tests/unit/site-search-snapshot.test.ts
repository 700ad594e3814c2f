import { describe, expect, it } from 'vitest'
import { postPathsQuery, postQuery } from '../../src/blog/queries'
import { createSnapshotSource, readSnapshot } from '../../src/content/snapshot-source'
import { createSiteSearch } from '../../src/search/site-search'
import { siteSearchDocuments } from '../../src/search/write-index'
import { pagePathsQuery, pageQuery } from '../../src/sections/page-query'
import { testProduct } from '../product-fixture'

// The site search over the committed snapshot's pages and posts, as the prerender builds it.

const source = createSnapshotSource(await readSnapshot('studio/data/production.ndjson'))
const pages = await Promise.all(
  (await source.query(pagePathsQuery)).map((path) => source.query(pageQuery, { path })),
)
const posts = await Promise.all(
  (await source.query(postPathsQuery)).map(({ slug }) => source.query(postQuery, { slug })),
)
const documents = siteSearchDocuments({
  pages: pages.flatMap((page) => (page ? [page] : [])),
  posts: posts.flatMap((post) => (post ? [post] : [])),
  products: [testProduct({ key: 'PP-1', equivalences: ['Pernotec 40710-5'] })],
})
const search = createSiteSearch({ version: 1, documents })

describe('the site search over the snapshot', () => {
  it('finds a door pin by another brand’s number', () => {
    expect(search('4 0 7 1 0-5')?.hits[0]?.document.href).toBe('/pernos-para-puerta/pp-1')
  })

  it('finds pages and posts by their words', () => {
    expect(search('privacidad')?.hits[0]?.document.href).toBe('/aviso-de-privacidad')
    const post = search('galvanizado')?.groups.find((group) => group.label === 'Artículos')
    expect(post?.hits[0]?.document.href).toBe('/blog/tropicalizado-galvanizado-o-zincado')
  })
})
