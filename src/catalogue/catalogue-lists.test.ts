import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { getBrands, getModels } from './api'
import { catalogueLists } from './catalogue-lists'

// The makes and models against the real catalogue service over the fixture, behind MSW, asked
// as the catalogue's loader asks for them.
const { server, forward, recordPaths } = setupCatalogueServer()
const signal = () => new AbortController().signal
const listsOf = (lists: ReturnType<typeof catalogueLists>) => ({
  brands: (by: AbortSignal) => lists.keep('brands', () => getBrands(), by),
  models: (make: string, by: AbortSignal) =>
    lists.keep(`models:${make}`, () => getModels(make), by),
})

describe('catalogueLists', () => {
  it('keeps a page given ahead as long as a list, and never asks for it', async () => {
    let clock = 0
    const lists = catalogueLists({ answers: new Map(), keepMs: 1000 }, () => clock)
    expect(lists.given('page:{}')).toBeUndefined()
    lists.give('page:{}', { total: 3 })
    clock = 999
    expect(await lists.given('page:{}')).toEqual({ total: 3 })
    clock = 1000
    expect(lists.given('page:{}')).toBeUndefined()
  })

  it('asks for the makes and each make’s models once while they are kept, then again', async () => {
    let clock = 0
    const lists = listsOf(catalogueLists({ answers: new Map(), keepMs: 1000 }, () => clock))
    const { paths, stop } = recordPaths()
    const [first, again] = await Promise.all([lists.brands(signal()), lists.brands(signal())])
    expect(first).toEqual([
      { name: 'Nissan', total: 10 },
      { name: 'Peugeot', total: 2 },
    ])
    expect(again).toBe(first)
    await lists.models('Nissan', signal())
    await lists.models('Nissan', signal())
    await lists.models('Peugeot', signal())
    clock = 999
    await lists.brands(signal())
    expect(paths.sort()).toEqual([
      '/api/marcas',
      '/api/modelos/marca/Nissan',
      '/api/modelos/marca/Peugeot',
    ])
    clock = 1000
    await lists.brands(signal())
    stop()
    expect(paths.filter((path) => path === '/api/marcas')).toHaveLength(2)
  })

  it('asks again after a failure, and keeps the answer that came', async () => {
    let fail = true
    server.use(
      http.get('*/api/marcas', ({ request }) =>
        fail ? new HttpResponse(null, { status: 503 }) : forward(request),
      ),
    )
    const lists = listsOf(catalogueLists({ answers: new Map(), keepMs: 60_000 }))
    await expect(lists.brands(signal())).rejects.toMatchObject({ reason: 'status' })
    fail = false
    const { paths, stop } = recordPaths()
    await lists.brands(signal())
    await lists.brands(signal())
    stop()
    expect(paths).toEqual(['/api/marcas'])
  })

  it('ends a cancelled load at once, and leaves the list coming for the loads that share it', async () => {
    server.use(
      http.get('*/api/marcas', async ({ request }) => {
        await delay(100)
        return forward(request)
      }),
    )
    const lists = listsOf(catalogueLists({ answers: new Map(), keepMs: 60_000 }))
    const cancelled = new AbortController()
    const dropped = lists.brands(cancelled.signal)
    const kept = lists.brands(signal())
    cancelled.abort()
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' })
    expect(await kept).toHaveLength(2)
    const { paths, stop } = recordPaths()
    await lists.brands(signal())
    stop()
    expect(paths).toEqual([])
  })
})
