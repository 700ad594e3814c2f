import type { FilterDefault } from '@sanity/client/stega'

/**
 * Fields whose text the site prints as it is, so invisible edit markers (stega) can ride along
 * and the Presentation tool can put a click-to-edit overlay on them. Everything else stays
 * clean: option values (layout, tone, drawing, days, a table's line and columns), links,
 * anchors, phones and e-mails feed logic, URLs or attributes, where the markers would break
 * them. A new text field gets overlays once its name is listed here.
 */
const displayTextFields = new Set([
  // site settings
  'businessName',
  'tagline',
  'label',
  'opens',
  'closes',
  'street',
  'neighborhood',
  'borough',
  'city',
  'postalCode',
  // sections, figures and FAQs
  'eyebrow',
  'heading',
  'lead',
  'intro',
  'title',
  'text',
  'name',
  'points',
  'items',
  'buttonLabel',
  'ctaLabel',
  'question',
  'answer',
  'prefix',
  'suffix',
  'excerpt',
  'author',
])

/** Sanity's default rules (no URLs, dates, ids, SEO…) and only the fields above. */
export const stegaFilter: FilterDefault = (props) => {
  if (!props.filterDefault(props)) return false
  const field = props.sourcePath.findLast((segment) => typeof segment === 'string')
  return typeof field === 'string' && displayTextFields.has(field)
}
