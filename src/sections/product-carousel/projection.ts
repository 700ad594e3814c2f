import type { DrawingName } from '../shared/drawings'
import type { SectionBase } from '../types'

export const productCarouselProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro,
  "items": coalesce(items[]{ _key, title, text, href, drawing }, [])
}`

export type ProductCarouselItem = {
  _key: string
  title: string
  text: string | null
  href: string
  drawing: DrawingName | null
}

export type ProductCarouselSection = SectionBase & {
  _type: 'productCarousel'
  eyebrow: string | null
  heading: string
  intro: string | null
  items: ProductCarouselItem[]
}
