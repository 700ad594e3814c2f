/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const featureListProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro, drawing, "layout": coalesce(layout, "cards"),
  "items": coalesce(items[]{ _key, title, text }, [])
}`
