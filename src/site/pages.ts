/**
 * The route table: every indexable path of the site with its short Spanish name.
 * Router files, navigation, breadcrumbs, the prerender, the sitemap and the server all read it.
 */
export const pages = [
  { path: '/', name: 'Inicio' },
  { path: '/pernos-para-puerta', name: 'Pernos para Puerta' },
  { path: '/birlos-automotrices', name: 'Birlos Automotrices' },
  { path: '/birlos-extrapesados-camiones-trailers', name: 'Birlos Extrapesados' },
  { path: '/tuercas-automotrices-birlos', name: 'Tuercas Automotrices' },
  { path: '/kits-de-frenos-automotrices', name: 'Kits de Frenos' },
  { path: '/tornillo-caliper', name: 'Tornillo Caliper' },
  { path: '/terminales-bateria', name: 'Terminales de Batería' },
  { path: '/rondanas-cobre', name: 'Rondanas de Cobre' },
  { path: '/seguros-automotrices-interno-externo', name: 'Seguros Automotrices' },
  { path: '/casquillos-automotrices', name: 'Casquillos Automotrices' },
  { path: '/abrazaderas-automotrices', name: 'Abrazaderas Automotrices' },
  { path: '/otros-productos-automotrices', name: 'Otros Productos' },
  { path: '/blog', name: 'Blog' },
  { path: '/contacto-ventas-pernos-birlos', name: 'Contacto Ventas' },
  { path: '/aviso-de-privacidad', name: 'Aviso de Privacidad' },
] as const

export type PagePath = (typeof pages)[number]['path']

export const pagePaths: readonly PagePath[] = pages.map((page) => page.path)

export function isPagePath(path: string): path is PagePath {
  return (pagePaths as readonly string[]).includes(path)
}

/**
 * A router link to a page of the route table. Only some of its pages have a route file (most
 * render through the catch-all route `$`), so the router's types do not list their paths: the
 * path goes as a plain string, which the router matches as it matches any address, and the
 * route table types it here, so a misspelt path fails `tsc`.
 */
export const pageLink = (path: PagePath): { to: string } => ({ to: path })

/**
 * Pages with a route of their own that are not for search engines: `noindex`, and left out of the
 * sitemap, llms.txt and the site search. The prerender still writes them.
 */
export const unlistedPages = [{ path: '/cotizacion', name: 'Mi cotización' }] as const

export type UnlistedPagePath = (typeof unlistedPages)[number]['path']

export const unlistedPagePaths: readonly UnlistedPagePath[] = unlistedPages.map((page) => page.path)

export const QUOTE_LIST_PATH: UnlistedPagePath = '/cotizacion'

export function pageName(path: PagePath): string {
  return pages.find((page) => page.path === path)?.name ?? ''
}
