import { describe, expect, it } from 'vitest'
import { searchContent } from '../../tests/search-fixture'
import { createContentSearch } from './content-search'
import { siteSearchDocuments } from './write-index'

const search = createContentSearch({ version: 2, documents: siteSearchDocuments(searchContent) })
const hrefs = (query: string) => search(query).map((document) => document.href)

describe('the search of pages and posts', () => {
  it.each([
    ['privacidad', '/aviso-de-privacidad'],
    ['Birlos', '/birlos-automotrices'],
    ['galvanizado', '/blog/tropicalizado-galvanizado-o-zincado'],
    ['acabados', '/blog/tropicalizado-galvanizado-o-zincado'],
    ['corrosion', '/blog/tropicalizado-galvanizado-o-zincado'],
  ])('words "%s" find %s first', (query, href) => {
    expect(hrefs(query)[0]).toBe(href)
  })

  it.each(['M12 x 1.5', 'm12x1.5', 'M12 × 1.5'])(
    'a thread typed "%s" finds the page that names it',
    (query) => {
      expect(hrefs(query)).toEqual(['/birlos-automotrices'])
    },
  )

  it('a blank query and nonsense find nothing', () => {
    expect(search('   ')).toEqual([])
    expect(search('xqzw vbn')).toEqual([])
  })
})
