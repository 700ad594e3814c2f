/** What a post card in the list shows. */
export const postCardProjection = /* groq */ `{
  _id, title, "slug": slug.current, date, author, excerpt, "tags": coalesce(tags, []),
  "coverDrawing": coalesce(coverDrawing, null),
  "cover": select(defined(coverImage.asset) => { "url": coverImage.asset->url, "alt": coverImage.alt }, null)
}`

/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const blogListProjection = /* groq */ `{
  _type, _key, tagsHeading,
  "posts": *[_type == "post" && defined(slug.current)] | order(date desc, title asc)${postCardProjection}
}`
