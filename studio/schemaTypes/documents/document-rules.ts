import type { CustomValidator, ValidationContext } from 'sanity'
import { type Fetch, pagePathRules, postSlugRules } from '../../../src/content-rules/rules'

/**
 * The dataset, as the content rules ask it: the Studio's Content Lake (every document, drafts
 * included, as Sanity's own uniqueness check asks), or the snapshot's.
 */
function datasetOf(context: ValidationContext): Fetch {
  const client = context.getClient({ apiVersion: '2025-02-19' }).withConfig({ perspective: 'raw' })
  return (query, params) => client.fetch(query, params)
}

/**
 * A rule's answer as Sanity takes it: an object keeps its own message even when the field's
 * rule carries one for its built-in checks (a bare string would be replaced by that one).
 */
const refusal = (message: string | undefined) => (message ? { message } : true)

const documentIdOf = (context: ValidationContext) => context.document?._id ?? ''

/** Format, reserved paths, redirect sources, and no other page at the same path. */
export const validPagePath: CustomValidator<string | undefined> = async (path, context) => {
  if (!path) return true
  return refusal(await pagePathRules(path, documentIdOf(context), datasetOf(context)))
}

/** Format, the blog's own words, and no other post with the same address. */
export const validPostSlug: CustomValidator<{ current?: string } | undefined> = async (
  slug,
  context,
) => {
  if (!slug?.current) return true
  return refusal(await postSlugRules(slug.current, documentIdOf(context), datasetOf(context)))
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
