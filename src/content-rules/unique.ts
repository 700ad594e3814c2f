/**
 * Uniqueness over the dataset: the Studio asks its Content Lake, the snapshot check the snapshot
 * (groq-js), both with these queries. The document itself, its draft and release versions do
 * not count as others.
 */
const others = '!(_id in [$id, $draft]) && !(_id in path("versions.**"))'

export const pagesAtPathQuery = `count(*[_type == "page" && path == $value && ${others}])`
export const postsWithSlugQuery = `count(*[_type == "post" && slug.current == $value && ${others}])`

/** Runs a GROQ query with parameters, as a Sanity client's fetch does. */
export type Fetch = (query: string, params: Record<string, unknown>) => Promise<unknown>

/** Whether a document other than this one (by id, draft or published) holds the value. */
export async function heldByAnother(
  fetch: Fetch,
  query: string,
  value: string,
  documentId: string,
): Promise<boolean> {
  const id = documentId.replace(/^drafts\./, '')
  return Number(await fetch(query, { value, id, draft: `drafts.${id}` })) > 0
}

export const pathTakenMessage = (path: string) => `Otra página ya usa la ruta ${path}.`
export const slugTakenMessage = (slug: string) =>
  `Otra entrada del blog ya usa la dirección "${slug}".`
