/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const pageHeaderProjection = /* groq */ `{ _type, _key, heading, lead, drawing }`
