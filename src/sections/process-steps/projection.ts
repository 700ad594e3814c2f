import type { SectionBase } from '../types'

export const processStepsProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro,
  "steps": coalesce(steps[]{ _key, title, text }, [])
}`

export type ProcessStep = { _key: string; title: string; text: string }

export type ProcessStepsSection = SectionBase & {
  _type: 'processSteps'
  eyebrow: string | null
  heading: string
  intro: string | null
  steps: ProcessStep[]
}
