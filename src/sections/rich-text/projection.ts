import { type Claim, claimProjection } from '../shared/claim'
import type { DrawingName } from '../shared/drawings'
import type { RichTextValue } from '../shared/RichText'
import type { SectionBase } from '../types'

export const richTextProjection = /* groq */ `{
  _type, _key, eyebrow, heading, body, drawing, "tone": coalesce(tone, "light"),
  "claims": coalesce(claims[]->${claimProjection}, [])
}`

export type RichTextSection = SectionBase & {
  _type: 'richText'
  eyebrow: string | null
  heading: string | null
  body: RichTextValue
  drawing: DrawingName | null
  tone: 'light' | 'steel'
  claims: Claim[]
}
