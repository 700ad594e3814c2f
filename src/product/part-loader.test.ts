import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { testPart } from '../../tests/product-fixture'
import { PART_ROUTE } from '../catalogue/contract'
import { loadPartPage, provideBuildCatalogue } from './part-loader'

const { server, forward, recordPaths } = setupCatalogueServer()

/** The part route as an MSW pattern on any origin. */
const PART_URL = `*/api${PART_ROUTE}`

describe('loadPartPage in the browser (from the API)', () => {
  it("loads a door pin in any case, with its cars and the line's parts for its first car", async () => {
    const data = await loadPartPage('pernos', 'pp-2')
    expect(data?.product.key).toBe('PP-2')
    expect(data?.applications).toEqual([{ make: 'Nissan', model: 'Tsuru', from: 2000, to: 2010 }])
    expect(data?.relatedBy).toEqual({ kind: 'car', make: 'Nissan', model: 'Tsuru' })
    // The other Tsuru pins, and no Sentra, March or 206 pin.
    expect(data?.related.map((p) => p.key).sort()).toEqual(['PP-10', 'PP-4', 'PP-7', 'PP-9'])
    expect((await loadPartPage('pernos', 'Pp-2'))?.product.key).toBe('PP-2')
  })

  it("loads a stud and a brake kit with their line's measures", async () => {
    const stud = await loadPartPage('birlos', 'br-1215')
    expect(stud?.product.line).toBe('birlos')
    expect(stud?.product.measures.map((m) => [m.label, m.value])).toEqual([
      ['Rosca', 'M12 × 1.5'],
      ['Largo', '40 mm'],
      ['Moleteado', '14.3 mm'],
      ['Tipo', 'Removible hexagonal'],
    ])
    expect(stud?.applications).toEqual([{ make: 'Nissan', model: 'Tsuru', from: 1992, to: 2017 }])
    // No other stud fits a Tsuru; the door pins that do are another line's.
    expect(stud?.related).toEqual([])
    const kit = await loadPartPage('kits-de-frenos', 'KF-101')
    expect(kit?.product.key).toBe('KF-101')
    expect(kit?.product.measures.map((m) => m.label)).toEqual([
      'Freno',
      'Eje',
      'Piezas',
      'Contenido',
    ])
  })

  it('asks for the part, the make names and one small search: never a whole list', async () => {
    const { paths, stop } = recordPaths()
    await loadPartPage('pernos', 'pp-2')
    stop()
    expect(paths.map((path) => path.replace(/\?.*/, '')).sort()).toEqual([
      '/api/marcas',
      '/api/pernos/buscar',
      '/api/producto/pp-2',
    ])
  })

  it('searches a second time, by its thread, only when no other part of its line fits its car', async () => {
    const { paths, stop } = recordPaths()
    // BR-1415 is the only stud for a Peugeot 206, and the only M14 × 1.5 one.
    const data = await loadPartPage('birlos', 'br-1415')
    stop()
    expect(paths.sort()).toEqual([
      '/api/birlos/buscar',
      '/api/birlos/buscar',
      '/api/birlos/marcas',
      '/api/producto/br-1415',
    ])
    expect(data?.related).toEqual([])
  })

  it("is null for an unknown key, and for another line's key under this line", async () => {
    expect(await loadPartPage('pernos', 'pp-999')).toBeNull()
    expect(await loadPartPage('pernos', '')).toBeNull()
    expect(await loadPartPage('birlos', 'kf-101')).toBeNull()
    expect(await loadPartPage('pernos', 'br-1215')).toBeNull()
  })

  it('finds a part added after the build, with an awkward key', async () => {
    server.use(
      http.get(PART_URL, async ({ request }) => {
        if (!request.url.endsWith('/producto/br-13%2Fb%20%232')) return forward(request)
        const [stud] = (await (
          await forward(new Request(request.url.replace(/[^/]+$/, 'br-1215')))
        ).json()) as Record<string, unknown>[]
        return HttpResponse.json([{ ...stud, clave_producto: 'BR-13/B #2' }])
      }),
    )
    const data = await loadPartPage('birlos', 'br-13/b #2')
    expect(data?.product.key).toBe('BR-13/B #2')
  })

  it('rejects when the part cannot be read (the route shows its error, not a 404)', async () => {
    server.use(http.get(PART_URL, () => new HttpResponse(null, { status: 500 })))
    await expect(loadPartPage('pernos', 'pp-2')).rejects.toThrow()
  })

  it('shows the part without related parts when their search fails', async () => {
    server.use(http.get('*/api/pernos/buscar', () => new HttpResponse(null, { status: 500 })))
    const data = await loadPartPage('pernos', 'pp-2')
    expect(data?.product.key).toBe('PP-2')
    expect(data?.related).toEqual([])
  })
})

describe('loadPartPage at build time (from the catalogue the build read)', () => {
  afterEach(() => provideBuildCatalogue(null))

  it('reads the part from the catalogue and its related parts through the build search, asking the API nothing', async () => {
    const other = testPart('birlos', { key: 'BR-2', applications: 'Nissan Tsuru 2000' })
    const asked: unknown[] = []
    provideBuildCatalogue({
      products: [testPart('birlos', { applications: 'Nissan Tsuru 2000–2010' }), other],
      brands: [{ name: 'Nissan', total: 2 }],
      search: async (query, line) => {
        asked.push([query, line])
        return [other]
      },
    })
    const { paths, stop } = recordPaths()
    const data = await loadPartPage('birlos', 'br-1215')
    stop()
    expect(paths).toEqual([])
    expect(data?.product.key).toBe('BR-1215')
    expect(asked).toEqual([[{ modelo: 'Tsuru', por_pagina: 7 }, 'birlos']])
    expect(data?.related.map((p) => p.key)).toEqual(['BR-2'])
    expect(await loadPartPage('pernos', 'br-1215')).toBeNull()
    expect(await loadPartPage('birlos', 'br-999')).toBeNull()
  })

  it('shows the parts of its thread or type when no other part of its line fits its first car', async () => {
    const sameThread = testPart('birlos', { key: 'BR-3' })
    const asked: unknown[] = []
    provideBuildCatalogue({
      products: [testPart('birlos', { applications: 'Nissan Tsuru 2000–2010' }), sameThread],
      brands: [{ name: 'Nissan', total: 1 }],
      search: async (query) => {
        asked.push(query)
        return query.q ? [sameThread] : []
      },
    })
    const data = await loadPartPage('birlos', 'br-1215')
    expect(asked).toEqual([
      { modelo: 'Tsuru', por_pagina: 7 },
      { q: 'M12 × 1.5', por_pagina: 24 },
    ])
    expect(data?.relatedBy).toEqual({
      kind: 'measure',
      column: 'rosca',
      label: 'Rosca',
      value: 'M12 × 1.5',
    })
    expect(data?.related.map((p) => p.key)).toEqual(['BR-3'])
  })
})
