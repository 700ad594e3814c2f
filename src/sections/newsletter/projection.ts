import type { SectionBase } from '../types'

export const newsletterProjection = /* groq */ `{ _type, _key, heading, text }`

export type NewsletterSection = SectionBase & {
  _type: 'newsletter'
  heading: string
  text: string | null
}
