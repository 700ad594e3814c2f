import type { SectionBase } from '../types'

export const contactDetailsProjection = /* groq */ `{
  _type, _key, heading, text, mapEmbedUrl, mapTitle
}`

export type ContactDetailsSection = SectionBase & {
  _type: 'contactDetails'
  heading: string
  text: string | null
  mapEmbedUrl: string
  mapTitle: string
}
