/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const heroSliderProjection = /* groq */ `{
  _type, _key,
  "slides": coalesce(slides[]{ _key, eyebrow, heading, text, ctaLabel, ctaHref, drawing }, [])
}`
