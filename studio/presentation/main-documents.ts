import type { DocumentResolver } from 'sanity/presentation'

/** The path Presentation shows, without a trailing slash (the site's paths have none). */
export function sitePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * Which document a preview URL is about, so Presentation opens it beside the preview: a post at
 * /blog/{slug}, otherwise the page at that path.
 */
export const mainDocuments: DocumentResolver[] = [
  {
    route: '/blog/:slug',
    filter: `_type == "post" && slug.current == $slug`,
  },
  {
    route: '/*',
    resolve: ({ path }) => ({
      filter: `_type == "page" && path == $path`,
      params: { path: sitePath(path) },
    }),
  },
]
