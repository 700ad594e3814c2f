import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogueUrl, setupCatalogueServer } from '../../tests/msw/catalogue-app'
import type { CatalogueError } from './api'
import { modelsOf, prepareModels, prepareProducts, productsOf } from './early-answers'

const { server, recordPaths, late } = setupCatalogueServer()
const keys = (list: { key: string }[]) => list.map((p) => p.key)

describe('answers asked for early', () => {
  /** The paths of the requests the service receives while `run` runs. */
  async function requested(run: () => Promise<unknown>): Promise<string[]> {
    const recording = recordPaths()
    try {
      await run()
    } finally {
      recording.stop()
    }
    return recording.paths
  }
  afterEach(() => vi.useRealTimers())

  it('are taken by the call that follows, which asks nothing more', async () => {
    const seen = await requested(async () => {
      prepareProducts({ kind: 'brand', brand: 'Peugeot' })
      prepareModels('Peugeot')
      expect(keys(await productsOf({ kind: 'brand', brand: 'Peugeot' }))).toEqual([
        'PP-11',
        'PP-12',
      ])
      expect(await modelsOf('Peugeot')).toEqual([{ name: '206', total: 2 }])
    })
    expect(seen).toEqual(['/api/productos/marca/Peugeot', '/api/modelos/marca/Peugeot'])
  })

  it('are taken once: a second call asks again', async () => {
    const seen = await requested(async () => {
      prepareProducts({ kind: 'model', model: 'Sentra' })
      await productsOf({ kind: 'model', model: 'Sentra' })
      await productsOf({ kind: 'model', model: 'Sentra' })
    })
    expect(seen).toEqual(['/api/productos/modelo/Sentra', '/api/productos/modelo/Sentra'])
  })

  it('fail the call that takes them as its own request would', async () => {
    server.use(http.get(catalogueUrl('products'), () => new HttpResponse(null, { status: 503 })))
    prepareProducts({ kind: 'all' })
    const error = await productsOf({ kind: 'all' }).catch((e: unknown) => e)
    expect((error as CatalogueError).reason).toBe('status')
  })

  it("reject with an AbortError when the taking call's signal aborts", async () => {
    server.use(late('products', 500))
    prepareProducts({ kind: 'all' })
    const controller = new AbortController()
    const pending = productsOf({ kind: 'all' }, controller.signal)
    controller.abort()
    expect(((await pending.catch((e: unknown) => e)) as Error).name).toBe('AbortError')
  })

  it('are cancelled when the press does not become a click, unless taken by then', async () => {
    const seen = await requested(async () => {
      const cancel = prepareProducts({ kind: 'brand', brand: 'Peugeot' })
      cancel()
      // Asked again: the cancelled call left no answer behind.
      expect(keys(await productsOf({ kind: 'brand', brand: 'Peugeot' }))).toEqual([
        'PP-11',
        'PP-12',
      ])
      const late = prepareProducts({ kind: 'model', model: '206' })
      const taken = productsOf({ kind: 'model', model: '206' })
      late()
      expect(keys(await taken)).toEqual(['PP-11', 'PP-12'])
    })
    // The cancelled call may not even have reached the service; the one taken was not repeated.
    expect(seen.filter((path) => path.endsWith('/206'))).toEqual(['/api/productos/modelo/206'])
    expect(seen).toContain('/api/productos/marca/Peugeot')
  })

  it('are dropped when not taken within five seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const seen = await requested(async () => {
      prepareProducts({ kind: 'brand', brand: 'Nissan' })
      vi.setSystemTime(Date.now() + 5_001)
      await productsOf({ kind: 'brand', brand: 'Nissan' })
    })
    // (The slow answer of the test before may still be on its way.)
    expect(seen.filter((path) => path.includes('Nissan'))).toEqual([
      '/api/productos/marca/Nissan',
      '/api/productos/marca/Nissan',
    ])
  })
})
