/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const contactBannerProjection = /* groq */ `{ _type, _key, heading, text, buttonLabel }`
