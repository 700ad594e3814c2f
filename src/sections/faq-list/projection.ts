import type { SectionBase } from '../types'

export const faqListProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro,
  "items": coalesce(items[]->{ _id, question, answer }, [])
}`

export type Faq = { _id: string; question: string; answer: string }

export type FaqListSection = SectionBase & {
  _type: 'faqList'
  eyebrow: string | null
  heading: string
  intro: string | null
  items: Faq[]
}
