import type { SectionBase } from '../types'

export const boltAnatomyProjection = /* groq */ `{
  _type, _key, heading, text, targetAnchor, "delaySeconds": coalesce(delaySeconds, 0),
  "parts": coalesce(parts[]{ _key, part, name, text }, [])
}`

export type BoltPart = 'head' | 'shank' | 'bushing' | 'finish'

export type BoltAnatomySection = SectionBase & {
  _type: 'boltAnatomy'
  heading: string
  text: string | null
  /** Anchor of the section whose counters arm the modal. */
  targetAnchor: string
  delaySeconds: number
  parts: { _key: string; part: BoltPart; name: string; text: string }[]
}
