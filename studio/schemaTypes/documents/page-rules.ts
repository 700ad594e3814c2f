import type { CustomValidator } from 'sanity'
import { redirectSourceOf } from '../../../src/site/redirects'

/** Lower-case words joined by hyphens, one or more segments, from the root: /medidas-birlos. */
const pathFormat = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/

/** Paths the site answers itself: the API, page data, build assets, product pages and posts. */
const reservedPrefixes = [
  { prefix: '/api', what: 'la API del sitio' },
  { prefix: '/_data', what: 'los datos de las páginas' },
  { prefix: '/assets', what: 'los archivos del sitio' },
  { prefix: '/pernos-para-puerta/', what: 'las fichas de producto' },
  { prefix: '/blog/', what: 'las entradas del blog' },
]

function isUnder(path: string, prefix: string): boolean {
  return prefix.endsWith('/')
    ? path.startsWith(prefix)
    : path === prefix || path.startsWith(`${prefix}/`)
}

/** Why a page cannot live at this path, in the editor's words; undefined when it can. */
export function pathProblem(path: string): string | undefined {
  if (!pathFormat.test(path))
    return 'Escribe la ruta en minúsculas, empezando con "/" y con guiones entre palabras, por ejemplo /medidas-birlos.'
  const reserved = reservedPrefixes.find(({ prefix }) => isUnder(path, prefix))
  if (reserved) return `La ruta ${path} está reservada para ${reserved.what}.`
  if (redirectSourceOf(path)) return `La ruta ${path} ya redirige a otra página; elige otra.`
  return undefined
}

/** Format, reserved paths, redirect sources, and no other page at the same path. */
export const validPagePath: CustomValidator<string | undefined> = async (path, context) => {
  if (!path) return true
  const problem = pathProblem(path)
  if (problem) return problem
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  const others = await context
    .getClient({ apiVersion: '2025-02-19' })
    .fetch<number>('count(*[_type == "page" && path == $path && !(_id in [$id, $draft])])', {
      path,
      id,
      draft: `drafts.${id}`,
    })
  return others > 0 ? `Otra página ya usa la ruta ${path}.` : true
}

/** Section types that only make sense on one page of the site, and that page. */
export const sectionHomes: Record<string, { path: string; page: string }> = {
  catalogue: { path: '/pernos-para-puerta', page: 'Pernos para Puerta' },
  blogList: { path: '/blog', page: 'Blog' },
}

/** Refuses a section placed on a page it does not belong to, naming the section. */
export const sectionsFitThePage: CustomValidator<{ _type: string; _key: string }[] | undefined> = (
  sections,
  context,
) => {
  const path = (context.document as { path?: string } | undefined)?.path
  for (const section of sections ?? []) {
    const home = sectionHomes[section._type]
    if (home && home.path !== path)
      return {
        message: `Esta sección solo puede ir en la página ${home.page} (${home.path}).`,
        path: [{ _key: section._key }],
      }
  }
  return true
}
