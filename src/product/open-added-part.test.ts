import type { AnyRouter } from '@tanstack/react-router'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupCatalogueServer } from '../../tests/msw/catalogue-app'
import { PART_ROUTE } from '../catalogue/contract'
import { openPartAddedAfterBuild } from './open-added-part'

const { server, forward, recordPaths } = setupCatalogueServer()

/** A router showing a part route's 404 page at `pathname`, as after hydrating it. */
function routerShowing(pathname: string) {
  const location = { pathname }
  const invalidate = vi.fn(async () => {})
  const router = { state: { location }, invalidate }
  return { router: router as unknown as AnyRouter, invalidate, location }
}

/** The catalogue as it is now: it also holds BR-NUEVO, a stud (BR-1215's answer, renamed). */
function withAddedStud() {
  server.use(
    http.get(`*/api${PART_ROUTE}`, async ({ request }) => {
      if (!/\/producto\/br-nuevo$/i.test(new URL(request.url).pathname)) return forward(request)
      const [stud] = (await (
        await forward(new Request(request.url.replace(/[^/]+$/, 'br-1215')))
      ).json()) as object[]
      return HttpResponse.json([{ ...stud, clave_producto: 'BR-NUEVO' }])
    }),
  )
}

describe('openPartAddedAfterBuild', () => {
  it('loads the route again when the catalogue now holds the key in that line, asking for that part only', async () => {
    withAddedStud()
    const { router, invalidate } = routerShowing('/birlos-automotrices/br-nuevo')
    const { paths, stop } = recordPaths()
    await openPartAddedAfterBuild(router)
    stop()
    expect(invalidate).toHaveBeenCalledOnce()
    expect(paths).toEqual(['/api/producto/br-nuevo'])
  })

  it("leaves the 404 page for an unknown key, another line's key, or when the catalogue cannot answer", async () => {
    withAddedStud()
    for (const path of ['/birlos-automotrices/no-existe', '/pernos-para-puerta/br-nuevo']) {
      const shown = routerShowing(path)
      await openPartAddedAfterBuild(shown.router)
      expect(shown.invalidate, path).not.toHaveBeenCalled()
    }
    server.use(http.get(`*/api${PART_ROUTE}`, () => new HttpResponse(null, { status: 503 })))
    const down = routerShowing('/pernos-para-puerta/pp-1')
    await openPartAddedAfterBuild(down.router)
    expect(down.invalidate).not.toHaveBeenCalled()
  })

  it('does nothing on a path that is no part page, or once the visitor has gone on', async () => {
    const other = routerShowing('/404-pagina-no-encontrada')
    await openPartAddedAfterBuild(other.router)
    expect(other.invalidate).not.toHaveBeenCalled()
    const shown = routerShowing('/pernos-para-puerta/pp-1')
    const answered = openPartAddedAfterBuild(shown.router)
    shown.location.pathname = '/contacto-ventas-pernos-birlos'
    await answered
    expect(shown.invalidate).not.toHaveBeenCalled()
  })
})
