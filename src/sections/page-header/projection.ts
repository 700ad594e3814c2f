import type { SectionBase } from '../types'

export const pageHeaderProjection = /* groq */ `{ _type, _key, heading, lead }`

export type PageHeaderSection = SectionBase & {
  _type: 'pageHeader'
  heading: string
  lead: string | null
}
