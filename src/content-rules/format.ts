/** Lower-case words of letters and digits joined by hyphens: como-elegir-un-perno. */
const word = '[a-z0-9]+(?:-[a-z0-9]+)*'
const slugFormat = new RegExp(`^${word}$`)
/** The root, or words from the root separated by "/": /medidas-birlos, /guias/medidas. */
const pathFormat = new RegExp(`^/(?:${word}(?:/${word})*)?$`)

export const PATH_FORMAT_MESSAGE =
  'Escribe la ruta en minúsculas, empezando con "/", sin acentos ni espacios y con guiones entre palabras, por ejemplo /medidas-birlos.'

export const SLUG_FORMAT_MESSAGE =
  'Escribe la dirección en minúsculas, sin acentos ni espacios y con guiones entre palabras, por ejemplo como-elegir-un-perno.'

/** Why a page path is badly written; undefined when it is well written. */
export function pathFormatProblem(path: string): string | undefined {
  return pathFormat.test(path) ? undefined : PATH_FORMAT_MESSAGE
}

/** Why a post's address (the end of /blog/{slug}) is badly written; undefined when it is not. */
export function slugFormatProblem(slug: string): string | undefined {
  return slugFormat.test(slug) ? undefined : SLUG_FORMAT_MESSAGE
}
