import type { Section, SectionData } from '../types'

/** The id of a page's quote form when the content gave its section no anchor. */
export const QUOTE_FORM_ID = 'cotizar'

function firstQuoteForm(sections: readonly Section[]): SectionData<'quoteForm'> | undefined {
  return sections.find(
    (section): section is SectionData<'quoteForm'> => section._type === 'quoteForm',
  )
}

/**
 * Where a page's quote form is reached: the first form section's anchor from the content, or
 * QUOTE_FORM_ID. Null when the page has no form, so nothing links to one.
 */
export function quoteFormAnchor(sections: readonly Section[]): string | null {
  const form = firstQuoteForm(sections)
  return form ? form.anchor || QUOTE_FORM_ID : null
}

/**
 * The id a form section carries itself: QUOTE_FORM_ID for the page's first form when the
 * content gave it no anchor (an anchor is already the id of the section's wrapper); one id per
 * page. Outside a page (no sections known) a form takes it.
 */
export function quoteFormOwnId(
  section: SectionData<'quoteForm'>,
  sections: readonly Section[],
): string | undefined {
  if (section.anchor) return undefined
  const first = firstQuoteForm(sections)
  return !first || first._key === section._key ? QUOTE_FORM_ID : undefined
}
