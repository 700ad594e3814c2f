/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const blogTemplateProjection = /* groq */ `{
  _type, _key,
  "posts": coalesce(posts[]{ _key, title, date, author, excerpt, readingMinutes }, []),
  "popular": coalesce(popular[]{ _key, title, date }, []),
  "tags": coalesce(tags, []),
  "pageCount": coalesce(pageCount, 1)
}`
