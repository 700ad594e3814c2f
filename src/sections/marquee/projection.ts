import type { SectionBase } from '../types'

export const marqueeProjection = /* groq */ `{ _type, _key, label, "items": coalesce(items, []) }`

export type MarqueeSection = SectionBase & {
  _type: 'marquee'
  label: string | null
  items: string[]
}
