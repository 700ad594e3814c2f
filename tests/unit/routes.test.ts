import { describe, expect, it } from 'vitest'
import { getRouter } from '../../src/router'
import { pagePaths } from '../../src/site/pages'
import { redirectHref, redirectSources, redirects } from '../../src/site/redirects'

const specPaths = [
  '/',
  '/pernos-para-puerta',
  '/birlos-automotrices',
  '/birlos-extrapesados-camiones-trailers',
  '/tuercas-automotrices-birlos',
  '/kits-de-frenos-automotrices',
  '/tornillo-caliper',
  '/terminales-bateria',
  '/rondanas-cobre',
  '/seguros-automotrices-interno-externo',
  '/casquillos-automotrices',
  '/abrazaderas-automotrices',
  '/otros-productos-automotrices',
  '/blog',
  '/contacto-ventas-pernos-birlos',
  '/aviso-de-privacidad',
]

describe('route table', () => {
  it('holds exactly the paths of the specification plus the privacy notice', () => {
    expect([...pagePaths].sort()).toEqual([...specPaths].sort())
  })

  it('has a route in the router for every page, every redirect and the 404 catch-all', () => {
    const routerPaths = Object.keys(getRouter().routesByPath).sort()
    expect(routerPaths).toEqual([...pagePaths, ...redirectSources, '/$'].sort())
  })
})

describe('redirect table', () => {
  it('has the 15 sources of the specification with their targets', () => {
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
