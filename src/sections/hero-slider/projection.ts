import type { DrawingName } from '../shared/drawings'
import type { SectionBase } from '../types'

export const heroSliderProjection = /* groq */ `{
  _type, _key,
  "slides": coalesce(slides[]{ _key, eyebrow, heading, text, ctaLabel, ctaHref, drawing }, [])
}`

export type HeroSlide = {
  _key: string
  eyebrow: string | null
  heading: string
  text: string | null
  ctaLabel: string
  ctaHref: string
  drawing: DrawingName | null
}

export type HeroSliderSection = SectionBase & { _type: 'heroSlider'; slides: HeroSlide[] }
