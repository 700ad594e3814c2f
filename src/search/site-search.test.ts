import { describe, expect, it } from 'vitest'
import { testProduct } from '../../tests/product-fixture'
import type { SearchDocument } from './document'
import { searchContent, searchDocuments } from './search-fixture'
import { createSiteSearch, enterTarget, groupHits, PER_GROUP, type SearchHit } from './site-search'
import { siteSearchDocuments } from './write-index'

const search = createSiteSearch({ version: 1, documents: searchDocuments })
const hrefs = (query: string) => search(query)?.hits.map((hit) => hit.document.href)

describe('site search', () => {
  it.each([
    '4 0 7 1 0-5',
    '40710-5',
    '407105',
    '40710.5',
    '40710/5',
    'Pernotec 40710 5',
    '80420 01A05',
  ])('other brands\' number "%s" finds PP-1 first, naming the number', (query) => {
    const best = search(query)?.hits[0]
    expect(best?.document.href).toBe('/pernos-para-puerta/pp-1')
    expect(best?.exact).toBe(true)
    expect(best?.number).toMatch(/^(Pernotec 40710-5|Nissan 80420-01A05)$/)
  })

  it.each([
    ['pp12', '/pernos-para-puerta/pp-12'],
    ['PP 12', '/pernos-para-puerta/pp-12'],
    ['br 1245', '/birlos-automotrices#fila-BR-1245'],
    ['BR1245', '/birlos-automotrices#fila-BR-1245'],
    ['br-716', '/birlos-automotrices#fila-BR-716'],
  ])('a key typed "%s" finds %s first', (query, href) => {
    expect(hrefs(query)?.[0]).toBe(href)
    expect(search(query)?.hits[0]?.exact).toBe(true)
  })

  it('lists the start of a number after a whole one: "pp1" is PP-1, then PP-12', () => {
    expect(hrefs('pp1')?.slice(0, 2)).toEqual([
      '/pernos-para-puerta/pp-1',
      '/pernos-para-puerta/pp-12',
    ])
    expect(search('pp1')?.hits.map((hit) => hit.exact)).toEqual([true, false])
  })

  it.each([
    ['tsuru', '/pernos-para-puerta/pp-1'],
    ['sedan', '/pernos-para-puerta/pp-12'],
    ['M12 tropicalizado', '/birlos-automotrices#fila-BR-1245'],
    ['privacidad', '/aviso-de-privacidad'],
    ['galvanizado', '/blog/tropicalizado-galvanizado-o-zincado'],
    ['acabados', '/blog/tropicalizado-galvanizado-o-zincado'],
    ['corrosion', '/blog/tropicalizado-galvanizado-o-zincado'],
  ])('words "%s" find %s first', (query, href) => {
    expect(hrefs(query)?.[0]).toBe(href)
  })

  it('groups hits by kind, the group of the best hit first', () => {
    const outcome = search('birlos')
    expect(outcome?.groups.map((group) => [group.label, group.total])).toEqual([
      ['Páginas', 1],
      ['Otras piezas', 2],
    ])
    expect(search('40710')?.groups[0]?.label).toBe('Pernos para puerta')
  })

  it('an empty query is no search; nonsense finds nothing', () => {
    expect(search('   ')).toBeNull()
    expect(search('xqzw vbn')).toEqual({ query: 'xqzw vbn', hits: [], groups: [] })
  })
})

describe('groupHits', () => {
  const hit = (id: number, kind: SearchDocument['kind']): SearchHit => ({
    exact: false,
    document: { id, kind, href: `/${id}`, title: '', detail: '', numbers: [], text: '' },
  })

  it(`shows ${PER_GROUP} hits per group and counts them all`, () => {
    const hits = [hit(1, 'post'), ...[2, 3, 4, 5, 6].map((id) => hit(id, 'pin')), hit(7, 'page')]
    const groups = groupHits(hits)
    expect(groups.map((group) => group.kind)).toEqual(['post', 'pin', 'page'])
    expect(groups[1]?.hits.map((h) => h.document.id)).toEqual([2, 3, 4])
    expect(groups[1]?.total).toBe(5)
  })
})

describe('where Enter goes with no result chosen', () => {
  it('to the place of a number typed whole', () => {
    expect(enterTarget(search('4 0 7 1 0-5'))).toBe('/pernos-para-puerta/pp-1')
    expect(enterTarget(search('BR 1245'))).toBe('/birlos-automotrices#fila-BR-1245')
  })

  it('to the catalogue search (null) when the best hit is a door pin found by words', () => {
    expect(enterTarget(search('tsuru'))).toBeNull()
  })

  it('to the best hit otherwise, and to the catalogue search when nothing matched', () => {
    expect(enterTarget(search('galvanizado'))).toBe('/blog/tropicalizado-galvanizado-o-zincado')
    expect(enterTarget(search('xqzw'))).toBeNull()
    expect(enterTarget(null)).toBeNull()
  })

  it('a catalogue without other brands’ numbers still finds by key', () => {
    const plain = createSiteSearch({
      version: 1,
      documents: siteSearchDocuments({
        ...searchContent,
        products: [testProduct({ key: 'CX 5' })],
      }),
    })
    expect(plain('cx5')?.hits[0]?.document.href).toBe('/pernos-para-puerta/cx%205')
  })
})
