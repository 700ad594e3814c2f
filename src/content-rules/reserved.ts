import { productLines } from '../catalogue/lines.ts'
import { PART_PAGE_ROUTE } from '../catalogue/part-path.ts'
import { PRODUCT_DRAWINGS_DIR } from '../catalogue/product-image.ts'
import { DATA_PREFIX } from '../content/data-url.ts'
import { NOT_FOUND_DOCUMENTS } from '../routing/not-found-document.ts'
import { redirectSourceOf } from '../site/redirects.ts'

/** What the build and the router already put on the site, as scripts/vite-site-layout.ts reads it. */
export type SiteLayout = { publicFolders: readonly string[]; routePaths: readonly string[] }

/**
 * A part of the site no page may take: the path itself ('path'), the path and everything under
 * it ('folder'), or only what lies under it ('below').
 */
type Area = { path: string; reach: 'path' | 'folder' | 'below'; what: string }

/** The posts' route; its siblings with a fixed word (/blog/pagina/2) reserve that word. */
export const POST_ROUTE = '/blog/$slug'
const POST_PARENT = POST_ROUTE.slice(0, POST_ROUTE.lastIndexOf('/'))

const segments = (path: string) => path.split('/').filter(Boolean)
const isParam = (segment: string) => segment.startsWith('$')
const firstFolder = (path: string) => `/${segments(path)[0]}`

/** Everything a page path may not be or lie under, derived from the site's own sources. */
export function reservedAreas({ publicFolders, routePaths }: SiteLayout): Area[] {
  const fixed: Area[] = [
    // The server's API (catalogue, outbox, vitals).
    { path: '/api', reach: 'folder', what: 'el catálogo y los formularios del sitio' },
    { path: DATA_PREFIX, reach: 'folder', what: 'los datos de las páginas' },
    // Vite's assets folder: scripts, styles and fonts.
    { path: '/assets', reach: 'folder', what: 'los archivos del sitio' },
    { path: firstFolder(PRODUCT_DRAWINGS_DIR), reach: 'folder', what: 'las imágenes del sitio' },
  ]
  // Where the 404 pages are rendered (their files, 404.html, have a dot no path may have).
  const notFound = NOT_FOUND_DOCUMENTS.map(({ renderPath }) => ({
    path: renderPath,
    reach: 'path' as const,
    what: 'la página de error 404',
  }))
  const publicAreas = publicFolders.map((name) => ({
    path: `/${name}`,
    reach: 'folder' as const,
    what: `archivos del sitio (la carpeta ${name})`,
  }))
  // A route below another (/blog/$slug) owns everything under its first folder: the pages the
  // site makes there from its own data. The part route owns each line's folder.
  const folders = routePaths
    .filter((path) => segments(path).length > 1)
    .flatMap((path) =>
      path === PART_PAGE_ROUTE ? productLines.map((line) => line.path) : firstFolder(path),
    )
  const routeFolders = [...new Set(folders)].map((path) => ({
    path,
    reach: 'below' as const,
    what: `las páginas que el sitio crea bajo ${path}`,
  }))
  return [...fixed, ...notFound, ...publicAreas, ...routeFolders]
}

function covers({ path: areaPath, reach }: Area, path: string): boolean {
  const below = path.startsWith(`${areaPath}/`)
  if (reach === 'below') return below
  return path === areaPath || (reach === 'folder' && below)
}

/** Why no page may live at this path (reserved or a redirect source); undefined when one may. */
export function reservedPathProblem(path: string, layout: SiteLayout): string | undefined {
  const area = reservedAreas(layout).find((candidate) => covers(candidate, path))
  if (area) return `La ruta ${path} está reservada para ${area.what}; elige otra.`
  if (redirectSourceOf(path)) return `La ruta ${path} ya redirige a otra página; elige otra.`
  return undefined
}

/** The fixed words beside the posts' route (pagina, etiqueta): a post there would be unreachable. */
export function reservedSlugs({ routePaths }: SiteLayout): string[] {
  if (!routePaths.includes(POST_ROUTE)) throw new Error(`The router has no ${POST_ROUTE} route.`)
  const depth = segments(POST_ROUTE).length
  const words = routePaths
    .filter((path) => path.startsWith(`${POST_PARENT}/`))
    .map((path) => segments(path)[depth - 1] as string)
    .filter((segment) => !isParam(segment))
  return [...new Set(words)].sort()
}

/** The addresses the build renders the post route's 404 page at: a post there breaks the build. */
const notFoundSlugs = () =>
  NOT_FOUND_DOCUMENTS.map(({ renderPath }) => renderPath)
    .filter((path) => path.startsWith(`${POST_PARENT}/`))
    .map((path) => path.slice(POST_PARENT.length + 1))

/** Why no post may have this address; undefined when one may. */
export function reservedSlugProblem(slug: string, layout: SiteLayout): string | undefined {
  if (reservedSlugs(layout).includes(slug))
    return `La dirección "${slug}" está reservada para las listas del blog (${POST_PARENT}/${slug}/…); elige otra.`
  if (notFoundSlugs().includes(slug))
    return `La dirección "${slug}" está reservada para la página de entrada no encontrada; elige otra.`
  return undefined
}
