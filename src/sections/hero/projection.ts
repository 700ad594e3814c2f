/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const heroProjection = /* groq */ `{
  _type, _key, eyebrow, heading, lead, drawing,
  "points": coalesce(points, []),
  "actions": coalesce(actions[]{ _key, label, href, style }, [])
}`
