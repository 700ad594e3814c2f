import { notFound, useLoaderData } from '@tanstack/react-router'
import { useLiveContent } from '../content/live-content'
import type { SiteSettings } from '../site/settings'
import { loadPost, type Post } from './load-post'
import { PostPage } from './PostPage'
import { postHead } from './post-head'

type HeadContext = { loaderData?: Post; matches: { loaderData?: unknown }[] }

/** /blog/{slug}: the post document with that slug, its head, live updates; 404 when none. */
export function postRoute() {
  return {
    loader: async ({ params }: { params: { slug: string } }) => {
      const post = await loadPost(params.slug)
      if (!post) throw notFound()
      return post
    },
    // The root route (first match) loads the site settings.
    head: ({ loaderData, matches }: HeadContext) =>
      postHead(loaderData, matches[0]?.loaderData as SiteSettings | undefined),
    component: LivePost,
  }
}

function LivePost() {
  const built: Post = useLoaderData({ strict: false })
  const post = useLiveContent('post', { slug: built.slug }, built)
  return <PostPage post={post} />
}
