import type { SectionBase } from '../types'

export const logoCarouselProjection = /* groq */ `{
  _type, _key, heading, intro, "brands": coalesce(brands, [])
}`

export type LogoCarouselSection = SectionBase & {
  _type: 'logoCarousel'
  heading: string | null
  intro: string | null
  brands: string[]
}
