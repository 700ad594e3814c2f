import MiniSearch from 'minisearch'
import { describe, expect, it, vi } from 'vitest'
import { testProduct } from '../../tests/product-fixture'
import { createProductSearch } from './search-index'
import { SEARCH_INDEX_MEASURE } from './timing'
import type { Product } from './types'

function product(
  key: string,
  name: string,
  applications: string,
  equivalences: string[] = [],
): Product {
  return testProduct({
    key,
    name,
    applications,
    equivalences,
    alt: name,
    length: '50 mm',
    diameter: '8 mm',
  })
}

const products = [
  product('PP-1', 'Perno de puerta trasera', 'Nissan Tsuru 1992–2017 · Nissan March 2011–2014', [
    'Nissan 80420-01A05',
    'Pernotec 40710-5',
  ]),
  product('PP-12', 'Perno de bisagra inferior', 'Volkswagen Sedán 1970–2003'),
  product('PP-120', 'Perno de puerta delantera', 'Citroën C3 2003–2009'),
  product('PP-121', 'Perno de bisagra con buje', 'Alfa Romeo Giulia 2016–2020'),
  product('PP-2', 'Perno de puerta trasera', 'Peugeot 206 2000–2004'),
  product('PP-3', 'Perno reforzado', 'Universal'),
  // Its name holds the digits of PP-1's equivalence, spaced as a query might be.
  product('PP-4', 'Perno 4 0 7 1 0 5', 'Universal', ['Pernotec 40710-50']),
]
const search = createProductSearch(products, [
  'Nissan',
  'Volkswagen',
  'Citroën',
  'Alfa Romeo',
  'Peugeot',
])
const keys = (query: string) => search(query)?.map((p) => p.key)

describe('product search', () => {
  it.each([
    ['tsur', 'PP-1'],
    ['Tsuru', 'PP-1'],
    ['citroen', 'PP-120'],
    ['CITROËN c3', 'PP-120'],
    ['sedan', 'PP-12'],
    ['giulia', 'PP-121'],
    ['alfa romeo', 'PP-121'],
    ['206', 'PP-2'],
    ['universal', 'PP-3'],
    ['reforzado', 'PP-3'],
  ])('"%s" finds %s first', (query, key) => {
    expect(keys(query)?.[0]).toBe(key)
  })

  it.each(['pp12', 'pp 12', 'PP-12', 'Pp 12', ' pp-12 '])('"%s" finds PP-12 first', (query) => {
    expect(keys(query)?.[0]).toBe('PP-12')
  })

  it.each([
    '4 0 7 1 0-5',
    '40710-5',
    '407105',
    '40710.5',
    '40710/5',
    'pernotec 40710 5',
    'Pernotec 40710-5',
    '80420-01A05',
    '8042001a05',
    'nissan 80420 01a05',
  ])('other brands\' number "%s" finds PP-1 first', (query) => {
    expect(keys(query)?.[0]).toBe('PP-1')
  })

  it('lists the numbers a query starts after the one it names whole', () => {
    expect(keys('40710')?.slice(0, 2)).toEqual(['PP-1', 'PP-4'])
    expect(keys('4071050')?.[0]).toBe('PP-4')
  })

  it('finds by prefix: "pp12" also lists PP-120 and PP-121 after PP-12', () => {
    const found = keys('pp 12') ?? []
    expect(found[0]).toBe('PP-12')
    expect(found.slice(1).sort()).toEqual(['PP-120', 'PP-121'])
  })

  it.each([
    ['tsuro', 'PP-1'],
    ['sentra', undefined],
    ['peugot', 'PP-2'],
    ['bisagra sedan', 'PP-12'],
    ['marhc', undefined],
  ])('near miss "%s" → %s', (query, key) => {
    expect(keys(query)?.[0]).toBe(key)
  })

  it('an empty query is no search; a query that matches nothing is an empty list', () => {
    expect(search('  ')).toBeNull()
    expect(search('zzzz')).toEqual([])
    expect(search('nissan sedan')).toEqual([])
  })
})

describe('building the index', () => {
  const builds = () => performance.getEntriesByName(SEARCH_INDEX_MEASURE, 'measure').length

  it('waits for the first search: showing or filtering the list builds nothing', () => {
    performance.clearMeasures()
    const lazy = createProductSearch(products)
    expect(lazy('')).toBeNull()
    expect(builds()).toBe(0)
    expect(lazy('tsuru')?.map((p) => p.key)).toEqual(['PP-1'])
    lazy('sedan')
    expect(builds()).toBe(1)
  })

  it('prepares in idle chunks when asked, so the first keystroke finds it built', async () => {
    performance.clearMeasures()
    const many = Array.from({ length: 450 }, (_, i) =>
      product(`PP-${i + 1}`, 'Perno', i === 449 ? 'Nissan Tsuru 1992–2017' : 'Universal'),
    )
    const prepared = createProductSearch(many)
    prepared.prepare()
    await vi.waitFor(() => expect(builds()).toBe(1))
    expect(prepared('tsuru')?.map((p) => p.key)).toEqual(['PP-450'])
    expect(builds()).toBe(1)
  })

  it('prepares in steps of a few milliseconds, not one long task', () => {
    performance.clearMeasures()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // A slow phone: indexing takes a quarter of a millisecond per product.
    let now = 0
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now)
    const addAll = MiniSearch.prototype.addAll
    const work = vi.spyOn(MiniSearch.prototype, 'addAll').mockImplementation(function (
      this: MiniSearch,
      docs,
    ) {
      now += docs.length / 4
      return addAll.call(this, docs)
    })
    try {
      const many = Array.from({ length: 450 }, (_, i) =>
        product(`PP-${i + 1}`, 'Perno', 'Universal'),
      )
      createProductSearch(many).prepare()
      vi.advanceTimersToNextTimer()
      expect(now).toBeGreaterThan(0)
      expect(now).toBeLessThanOrEqual(12)
      expect(builds()).toBe(0)
      vi.runAllTimers()
      expect(builds()).toBe(1)
      expect(now).toBe(450 / 4)
    } finally {
      work.mockRestore()
      clock.mockRestore()
      vi.useRealTimers()
    }
  })

  it('stops preparing when cancelled, and a search then builds what is left', async () => {
    performance.clearMeasures()
    const cancelled = createProductSearch(products)
    cancelled.prepare()()
    await new Promise((done) => setTimeout(done, 50))
    expect(builds()).toBe(0)
    expect(cancelled('peugeot')?.map((p) => p.key)).toEqual(['PP-2'])
  })
})
