/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const processStepsProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro,
  "steps": coalesce(steps[]{ _key, title, text, drawing }, [])
}`
