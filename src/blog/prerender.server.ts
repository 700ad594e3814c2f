import { listPage, listPagePath, tagCounts } from '../sections/blog-list/list'
import { postDataUrl } from './post-data-url'
import { queryPost, queryPostPaths } from './query-blog.server'

/**
 * What the build writes for the blog besides the /blog page: every post's path and JSON, the
 * list's further pages (/blog/pagina/2…) and one list per tag (/blog/etiqueta/{tag}).
 */
export async function blogPrerender(): Promise<{ paths: string[]; data: [string, unknown][] }> {
  const posts = await queryPostPaths()
  const paths = pathsOf(posts)
  const data: [string, unknown][] = await Promise.all(
    posts.map(
      async (post) => [postDataUrl(post.slug), await queryPost(post.slug)] as [string, unknown],
    ),
  )
  return { paths, data }
}

/** The same paths alone, for the server's renderer (server/content). */
export async function blogPaths(): Promise<string[]> {
  return pathsOf(await queryPostPaths())
}

function pathsOf(posts: Awaited<ReturnType<typeof queryPostPaths>>): string[] {
  const { pageCount } = listPage(posts)
  return [
    ...posts.map((post) => `/blog/${post.slug}`),
    ...Array.from({ length: pageCount - 1 }, (_, index) => listPagePath(index + 2)),
    ...tagCounts(posts).map((entry) => `/blog/etiqueta/${entry.slug}`),
  ]
}
