/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const productCarouselProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro,
  "items": coalesce(items[]{ _key, title, text, href, drawing }, [])
}`
