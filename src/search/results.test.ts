import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { searchContent } from '../../tests/search-fixture'
import { createContentSearch } from './content-search'
import { createPartsFinder, type PartsAnswer } from './parts-finder'
import { siteOutcome } from './results'
import { siteSearchDocuments } from './write-index'

// The header's results: parts from the real catalogue service over the fixture (12 door pins,
// studs BR-1215 and BR-1415, brake kit KF-101) behind MSW, pages and posts from the index.

const { server } = setupCatalogueServer()
const content = createContentSearch({ version: 2, documents: siteSearchDocuments(searchContent) })

async function outcome(query: string) {
  const parts = await createPartsFinder().now(query)
  const found = siteOutcome(query, content(query), parts)
  if (!found) throw new Error(`"${query}" is no search`)
  return found
}
const groups = async (query: string) =>
  (await outcome(query)).groups.map((group) => [group.label, group.links.map((l) => l.href)])

describe('the site search results', () => {
  it.each(['M12 x 1.5', 'm12x1.5', 'M12 × 1.5'])(
    'a thread typed "%s" finds the stud, on its page, naming the thread; no door pin',
    async (query) => {
      const found = await outcome(query)
      expect(found.groups[0]?.label).toBe('Birlos automotrices')
      expect(found.groups[0]?.links[0]).toMatchObject({
        href: '/birlos-automotrices/br-1215',
        title: 'BR-1215',
        detail: 'Birlo de rueda · Rosca M12\u00a0×\u00a01.5',
      })
      expect(found.groups.map((group) => group.label)).not.toContain('Pernos para puerta')
      expect(found.parts).toBe('found')
    },
  )

  it('lists each part once, even when the answer names it twice', async () => {
    const parts = await createPartsFinder().now('BR-1215')
    if (parts.status !== 'found') throw new Error('the catalogue did not answer')
    const [part] = parts.page.products
    if (!part) throw new Error('no BR-1215')
    const twice: PartsAnswer = { ...parts, page: { ...parts.page, products: [part, part] } }
    const found = siteOutcome('BR-1215', [], twice)
    expect(found?.groups.flatMap((group) => group.links.map((link) => link.title))).toEqual([
      'BR-1215',
    ])
  })

  it('a thread without its M ("12x1.5") never returns a door pin', async () => {
    const found = await outcome('12x1.5')
    expect(found.groups.map((group) => group.label)).toEqual(['Birlos automotrices'])
  })

  it.each(['br 1215', 'BR-1215', 'br1215', 'B R 1 2 1 5'])(
    'a key typed "%s" finds its part first, and Enter opens it',
    async (query) => {
      const found = await outcome(query)
      expect(found.groups[0]?.links[0]?.href).toBe('/birlos-automotrices/br-1215')
      expect(found.enter).toBe('/birlos-automotrices/br-1215')
    },
  )

  it("another brand's number finds its part, saying which number it is", async () => {
    const found = await outcome('pernotec b 1215')
    expect(found.groups[0]?.links[0]).toMatchObject({
      href: '/birlos-automotrices/br-1215',
      detail:
        'Equivale a Pernotec B-1215 · Birlo de rueda · Rosca M12\u00a0×\u00a01.5 · Largo 40\u00a0mm',
    })
  })

  it('groups parts by their line, the best group first, each a few, door pins with the rest in the catalogue', async () => {
    const found = await outcome('tsuru')
    expect(found.groups.map((group) => group.label).sort()).toEqual([
      'Birlos automotrices',
      'Kits de frenos',
      'Pernos para puerta',
    ])
    const pins = found.groups.find((group) => group.label === 'Pernos para puerta')
    expect(pins?.links).toHaveLength(3)
    expect(pins?.catalogue).toBe(true)
    for (const link of pins?.links ?? [])
      expect(link.href).toMatch(/^\/pernos-para-puerta\/pp-\d+$/)
    // The parts the catalogue counted: five door pins, a stud and a brake kit.
    expect(found.total).toBe(7)
    // Door pins found by words, whichever line ranks first: Enter goes to the catalogue's search.
    expect(found.enter).toBeNull()
    const kitFirst = await outcome('trasero tsuru')
    expect(kitFirst.groups[0]?.label).toBe('Kits de frenos')
    expect(kitFirst.enter).toBeNull()
    // Words that found no door pin open the best part.
    expect((await outcome('zincado')).enter).toBe('/birlos-automotrices/br-1415')
  })

  it('shows the measures the query names, or else the first two, never one its name says', async () => {
    const [kit] = (await outcome('trasero')).groups
    expect(kit?.links[0]?.detail).toBe('Kit de herrajes para freno de tambor · Eje Trasero')
    // 'Freno Tambor' would only repeat the name.
    const [named] = (await outcome('tambor')).groups
    expect(named?.links[0]?.detail).toBe(
      'Kit de herrajes para freno de tambor · Eje Trasero · Piezas 24',
    )
    const pins = (await outcome('sentra')).groups[0]
    expect(pins?.links[0]?.detail).toBe(
      'Perno de puerta trasera · Largo 51\u00a0mm · Diámetro 8\u00a0mm',
    )
  })

  it('lists parts by line, then pages, then posts', async () => {
    expect(await groups('zincado')).toEqual([
      ['Birlos automotrices', ['/birlos-automotrices/br-1415']],
      ['Kits de frenos', ['/kits-de-frenos-automotrices/kf-101']],
      ['Artículos', ['/blog/tropicalizado-galvanizado-o-zincado']],
    ])
    expect((await groups('birlos')).map(([label]) => label)).toEqual([
      'Birlos automotrices',
      'Páginas',
    ])
  })

  it('pages and posts alone when nothing else matches; nothing at all says so', async () => {
    expect(await groups('privacidad')).toEqual([['Páginas', ['/aviso-de-privacidad']]])
    const none = await outcome('xqzw')
    expect(none).toMatchObject({ groups: [], total: 0, parts: 'found', enter: null })
  })

  it('a failed catalogue leaves the pages and posts, marked as without parts', async () => {
    server.use(http.get('*/api/buscar', () => HttpResponse.json({ error: 'x' }, { status: 500 })))
    const found = await outcome('zincado')
    expect(found.parts).toBe('failed')
    expect(found.groups.map((group) => group.label)).toEqual(['Artículos'])
  })

  it("an earlier query's parts stay while this one's are on their way", async () => {
    const earlier: PartsAnswer = await createPartsFinder().now('birlo')
    const found = siteOutcome('birlos', content('birlos'), earlier)
    expect(found?.parts).toBe('pending')
    expect(found?.groups.map((group) => group.label)).toEqual(['Birlos automotrices', 'Páginas'])
  })

  it('an empty query is no search', () => {
    expect(siteOutcome('  ', [], null)).toBeNull()
  })
})
