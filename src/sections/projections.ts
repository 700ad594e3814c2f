import { pageHeaderProjection } from './page-header/projection'
import type { SectionType } from './types'

/** GROQ projection of each section type, keyed by `_type`. */
export const sectionProjections: Record<SectionType, string> = {
  pageHeader: pageHeaderProjection,
}

/** One projection for a `sections[]` array: each item projected by its own type. */
export const sectionsProjection = `{
  _type, _key, anchor,
  ${Object.entries(sectionProjections)
    .map(([type, projection]) => `_type == "${type}" => ${projection}`)
    .join(',\n  ')}
}`
