/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const marqueeProjection = /* groq */ `{ _type, _key, label, "items": coalesce(items, []) }`
