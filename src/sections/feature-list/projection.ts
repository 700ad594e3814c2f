import type { DrawingName } from '../shared/drawings'
import type { SectionBase } from '../types'

export const featureListProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro, drawing, "layout": coalesce(layout, "cards"),
  "items": coalesce(items[]{ _key, title, text }, [])
}`

export type FeatureItem = { _key: string; title: string; text: string | null }

export type FeatureListLayout = 'cards' | 'checks' | 'chips' | 'numbered'

export type FeatureListSection = SectionBase & {
  _type: 'featureList'
  eyebrow: string | null
  heading: string
  intro: string | null
  drawing: DrawingName | null
  layout: FeatureListLayout
  items: FeatureItem[]
}
