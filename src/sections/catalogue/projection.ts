import type { SectionBase } from '../types'

export const catalogueProjection = /* groq */ `{ _type, _key, heading, intro }`

export type CatalogueSection = SectionBase & {
  _type: 'catalogue'
  heading: string
  intro: string | null
}
