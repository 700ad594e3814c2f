/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const lineTableProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro, line,
  "columns": coalesce(columns, []),
  pageSize
}`
