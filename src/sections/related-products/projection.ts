/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const relatedProductsProjection = /* groq */ `{
  _type, _key, heading, intro,
  "items": coalesce(items[]{ _key, path, label, text, drawing }, [])
}`
