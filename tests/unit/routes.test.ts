import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { productLines } from '../../src/catalogue/lines'
import { getRouter } from '../../src/router'
import { pagePaths, unlistedPagePaths } from '../../src/site/pages'
import { redirectHref, redirectSources, redirects } from '../../src/site/redirects'
import { routePattern } from '../../src/vitals/start'

/** The pages of the route table with a route file of their own. */
const OWN_ROUTES = ['/', '/pernos-para-puerta', '/blog']

/** The site's router, opened at a path. */
function visiting(path: string) {
  const router = getRouter()
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) })
  return router
}

describe('route table', () => {
  it('routes the home, the door pins, the blog, the unlisted pages, the parts, the posts and the catch-all', () => {
    const routerPaths = Object.keys(getRouter().routesByPath).sort()
    const blogPaths = ['/blog/$slug', '/blog/pagina/$page', '/blog/etiqueta/$tag']
    expect(routerPaths).toEqual(
      [...OWN_ROUTES, ...unlistedPagePaths, '/$linea/$clave', ...blogPaths, '/$'].sort(),
    )
  })

  it('renders every other page of the table through the catch-all, named by its path in the vitals', () => {
    const router = getRouter()
    for (const path of pagePaths) {
      const leaf = router.matchRoutes(path).at(-1)?.routeId
      if (OWN_ROUTES.includes(path)) expect(leaf, path).not.toBe('/$')
      else expect(leaf, path).toBe('/$')
      expect(routePattern(visiting(path)), path).toBe(path)
    }
    expect(routePattern(visiting('/nosotros'))).toBe('/$')
  })

  it("opens the part route under every line's page, and the catch-all under any other folder", () => {
    const router = getRouter()
    const routeOf = (path: string) => router.matchRoutes(path).at(-1)?.routeId
    for (const line of productLines) {
      expect(routeOf(`${line.path}/pieza-1`), line.path).toBe('/$linea/$clave')
    }
    expect(router.matchRoutes('/birlos-automotrices/BR-1215').at(-1)?.params).toMatchObject({
      linea: 'birlos-automotrices',
      clave: 'BR-1215',
    })
    for (const path of ['/nosotros/planta', '/pernos/pp-1', '/birlos-automotrices/br-1/x']) {
      expect(routeOf(path), path).toBe('/$')
    }
    expect(routeOf('/blog/una-entrada')).toBe('/blog_/$slug')
    expect(routeOf('/pernos-para-puerta')).toBe('/pernos-para-puerta/')
  })
})

describe('redirect table', () => {
  it('has the 15 legacy paths with their targets', () => {
    expect(redirectSources).toHaveLength(15)
    expect(redirectHref('/about-us')).toBe('/#sobre-nosotros')
    expect(redirectHref('/pernos')).toBe('/pernos-para-puerta')
    expect(redirectHref('/birlos-y-tuercas-automotrices')).toBe(
      '/birlos-extrapesados-camiones-trailers',
    )
    for (const source of ['/cunas-de-media-luna', '/grapas', '/filtros'] as const) {
      expect(redirectHref(source)).toBe('/otros-productos-automotrices')
    }
  })

  it('points only at pages of the route table, never at another redirect', () => {
    for (const source of redirectSources) {
      expect(pagePaths).toContain(redirects[source].to)
      expect(pagePaths).not.toContain(source)
    }
  })
})
