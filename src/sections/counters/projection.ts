import { claimProjection } from '../common/claim'
/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const countersProjection = /* groq */ `{
  _type, _key, heading, "tone": coalesce(tone, "blue"),
  "claims": coalesce(claims[]->${claimProjection}, [])
}`
