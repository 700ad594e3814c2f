import type { DrawingName } from '../shared/drawings'
import type { SectionBase } from '../types'

export const relatedProductsProjection = /* groq */ `{
  _type, _key, heading, intro,
  "items": coalesce(items[]{ _key, path, label, text, drawing }, [])
}`

export type RelatedProduct = {
  _key: string
  path: string
  label: string
  text: string | null
  drawing: DrawingName | null
}

export type RelatedProductsSection = SectionBase & {
  _type: 'relatedProducts'
  heading: string
  intro: string | null
  items: RelatedProduct[]
}
