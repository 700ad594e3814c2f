/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const faqListProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro,
  "items": coalesce(items[]->{ _id, question, answer }, [])
}`
