import type { SectionBase } from '../types'

export const contactBannerProjection = /* groq */ `{ _type, _key, heading, text, buttonLabel }`

export type ContactBannerSection = SectionBase & {
  _type: 'contactBanner'
  heading: string
  text: string | null
  buttonLabel: string | null
}
