import type { PagePath } from './pages.ts'

/**
 * Legacy paths and where they now live. The router answers them with a replace navigation,
 * the server with a 301, and the build writes a meta-refresh stub for static hosts.
 */
export const redirects = {
  '/about-us': { to: '/', hash: 'sobre-nosotros' },
  '/pernos': { to: '/pernos-para-puerta' },
  '/kit-de-frenos': { to: '/kits-de-frenos-automotrices' },
  '/tornillos-caliper': { to: '/tornillo-caliper' },
  '/seguros': { to: '/seguros-automotrices-interno-externo' },
  '/rondana-de-cobre': { to: '/rondanas-cobre' },
  '/birlos-y-tuercas': { to: '/birlos-automotrices' },
  '/abrazaderas': { to: '/abrazaderas-automotrices' },
  '/cunas-de-media-luna': { to: '/otros-productos-automotrices' },
  '/grapas': { to: '/otros-productos-automotrices' },
  '/filtros': { to: '/otros-productos-automotrices' },
  '/terminales-de-bateria': { to: '/terminales-bateria' },
  '/casquillo': { to: '/casquillos-automotrices' },
  '/contact': { to: '/contacto-ventas-pernos-birlos' },
  '/birlos-y-tuercas-automotrices': { to: '/birlos-extrapesados-camiones-trailers' },
} as const satisfies Record<string, { to: PagePath; hash?: string }>

export type RedirectSource = keyof typeof redirects

export const redirectSources = Object.keys(redirects) as RedirectSource[]

/** The redirect source a visited path names, if any. */
export function redirectSourceOf(path: string): RedirectSource | undefined {
  return Object.hasOwn(redirects, path) ? (path as RedirectSource) : undefined
}

/** The target as an href, with its fragment when it has one. */
export function redirectHref(source: RedirectSource): string {
  const target: { to: PagePath; hash?: string } = redirects[source]
  return target.hash ? `${target.to}#${target.hash}` : target.to
}
