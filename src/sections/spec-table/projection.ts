/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const specTableProjection = /* groq */ `{
  _type, _key, eyebrow, heading, intro,
  "columns": coalesce(columns, []),
  "rows": coalesce(rows[]{ _key, "cells": coalesce(cells, []) }, [])
}`
