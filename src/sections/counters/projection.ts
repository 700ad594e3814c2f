import { type Claim, claimProjection } from '../shared/claim'
import type { SectionBase } from '../types'

export const countersProjection = /* groq */ `{
  _type, _key, heading, "tone": coalesce(tone, "blue"),
  "claims": coalesce(claims[]->${claimProjection}, [])
}`

export type CountersSection = SectionBase & {
  _type: 'counters'
  heading: string | null
  tone: 'blue' | 'light'
  claims: Claim[]
}
