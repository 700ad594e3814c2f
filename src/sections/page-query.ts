import { defineQuery } from 'groq'
import { sectionsProjection } from './sections-projection.gen'

/** A page by its path: head fields and its sections, each projected by its own type. */
export const pageQuery = defineQuery(`*[_type == "page" && path == $path][0]{
  _id, path, title,
  "seo": {
    "title": coalesce(seo.title, title),
    "description": coalesce(seo.description, ""),
    "imageUrl": seo.image.asset->url
  },
  "sections": coalesce(sections[]${sectionsProjection}, [])
}`)

/** The path of every page in the content, for the prerender and the sitemap. */
export const pagePathsQuery = defineQuery(
  `*[_type == "page" && defined(path)] | order(path asc).path`,
)
