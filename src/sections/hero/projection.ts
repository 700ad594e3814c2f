import type { DrawingName } from '../shared/drawings'
import type { SectionBase } from '../types'

export const heroProjection = /* groq */ `{
  _type, _key, eyebrow, heading, lead, drawing,
  "points": coalesce(points, []),
  "actions": coalesce(actions[]{ _key, label, href, style }, [])
}`

export type HeroAction = {
  _key: string
  label: string
  href: string
  style: 'primary' | 'outline' | 'light' | 'whatsapp'
}

export type HeroSection = SectionBase & {
  _type: 'hero'
  eyebrow: string | null
  heading: string
  lead: string | null
  drawing: DrawingName | null
  points: string[]
  actions: HeroAction[]
}
