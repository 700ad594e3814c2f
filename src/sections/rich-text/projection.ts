import { claimProjection } from '../common/claim'
/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const richTextProjection = /* groq */ `{
  _type, _key, eyebrow, heading, body, drawing, updated, "tone": coalesce(tone, "light"),
  "claims": coalesce(claims[]->${claimProjection}, [])
}`
