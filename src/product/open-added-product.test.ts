import type { AnyRouter } from '@tanstack/react-router'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { catalogueUrl, setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { openProductAddedAfterBuild } from './open-added-product'

const { server, forward } = setupCatalogueServer()

/** A router showing the product route's 404 page for `clave`, as after hydrating it. */
function routerShowing(clave: string) {
  const location = { pathname: `/pernos-para-puerta/${clave}` }
  const invalidate = vi.fn(async () => {})
  const router = {
    state: { location, matches: [{ params: {} }, { params: { clave } }] },
    invalidate,
  }
  return { router: router as unknown as AnyRouter, invalidate, location }
}

describe('openProductAddedAfterBuild', () => {
  it('loads the route again when the catalogue now holds the key', async () => {
    server.use(
      http.get(catalogueUrl('products'), async ({ request }) => {
        const list = (await (await forward(new Request(request.url))).json()) as object[]
        return HttpResponse.json([...list, { ...list[0], clave_producto: 'PP-NUEVO' }])
      }),
    )
    const { router, invalidate } = routerShowing('pp-nuevo')
    await openProductAddedAfterBuild(router)
    expect(invalidate).toHaveBeenCalledOnce()
  })

  it('leaves the 404 page for a key the catalogue does not hold, or when it cannot answer', async () => {
    const unknown = routerShowing('no-existe')
    await openProductAddedAfterBuild(unknown.router)
    expect(unknown.invalidate).not.toHaveBeenCalled()
    server.use(http.get(catalogueUrl('products'), () => new HttpResponse(null, { status: 503 })))
    const down = routerShowing('pp-1')
    await openProductAddedAfterBuild(down.router)
    expect(down.invalidate).not.toHaveBeenCalled()
  })

  it('does nothing once the visitor has gone on to another page', async () => {
    const shown = routerShowing('pp-1')
    const answered = openProductAddedAfterBuild(shown.router)
    shown.location.pathname = '/contacto-ventas-pernos-birlos'
    await answered
    expect(shown.invalidate).not.toHaveBeenCalled()
  })
})
