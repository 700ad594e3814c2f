/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const boltAnatomyProjection = /* groq */ `{
  _type, _key, heading, text, targetAnchor, "delaySeconds": coalesce(delaySeconds, 0),
  "parts": coalesce(parts[]{ _key, part, name, text }, [])
}`
