import { defineQuery } from 'groq'

/**
 * A post by its slug: its text, its neighbours by date (previous is older, next is newer) and
 * up to three other posts sharing a tag, newest first.
 */
export const postQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, date, author, excerpt, "tags": coalesce(tags, []),
  "coverDrawing": coalesce(coverDrawing, null),
  "cover": select(defined(coverImage.asset) => { "url": coverImage.asset->url, "alt": coverImage.alt }, null),
  "body": coalesce(body, []),
  "previous": *[_type == "post" && date < ^.date] | order(date desc)[0]{ title, "slug": slug.current },
  "next": *[_type == "post" && date > ^.date] | order(date asc)[0]{ title, "slug": slug.current },
  "related": *[_type == "post" && _id != ^._id && count(coalesce(tags, [])[@ in ^.^.tags]) > 0]
    | order(date desc)[0...3]{ title, "slug": slug.current, date }
}`)

/** Every post's slug and tags, for the prerender and the sitemap. */
export const postPathsQuery = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(date desc){ "slug": slug.current, "tags": coalesce(tags, []) }`,
)
