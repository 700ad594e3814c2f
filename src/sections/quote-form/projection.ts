import type { SectionBase } from '../types'

export const quoteFormProjection = /* groq */ `{ _type, _key, heading, intro, form, notice }`

export type QuoteFormSection = SectionBase & {
  _type: 'quoteForm'
  heading: string
  intro: string | null
  /** Which form: a quote request or a sales contact message. */
  form: 'quote' | 'contact'
  /** How the result is shown: a popup dialog or an inline status banner. */
  notice: 'popup' | 'inline'
}
