import { describe, expect, it } from 'vitest'
import { productLines } from '../../src/catalogue/lines'
import { getRouter } from '../../src/router'
import { pagePaths, unlistedPagePaths } from '../../src/site/pages'
import { redirectHref, redirectSources, redirects } from '../../src/site/redirects'

describe('route table', () => {
  it("has a typed route for every page of the table, the unlisted pages, every line's part pages, the blog and the catch-all", () => {
    const routerPaths = Object.keys(getRouter().routesByPath).sort()
    const blogPaths = ['/blog/$slug', '/blog/pagina/$page', '/blog/etiqueta/$tag']
    const partPaths = productLines.map((line) => `${line.path}/$clave`)
    expect(routerPaths).toEqual(
      [...pagePaths, ...unlistedPagePaths, ...partPaths, ...blogPaths, '/$'].sort(),
    )
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
