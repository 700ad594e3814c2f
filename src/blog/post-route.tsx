import { lazyRouteComponent, notFound } from '@tanstack/react-router'
import { type HeadContext, rootSettings } from '../routing/head-context'
import { loadPost, type Post } from './load-post'
import { NotFoundOrDraftPost } from './NotFoundOrDraftPost'
import { postHead } from './post-head'

/** /blog/{slug}: the post document with that slug, its head, live updates; 404 when none. */
export function postRoute() {
  return {
    loader: async ({ params }: { params: { slug: string } }) => {
      const post = await loadPost(params.slug)
      if (!post) throw notFound()
      return post
    },
    head: ({ loaderData, matches }: HeadContext<Post>) =>
      postHead(loaderData, rootSettings(matches)),
    // Its own part of the code (with the rich-text renderer), loaded by the router before the
    // page renders or hydrates; the route's options sit outside src/routes, out of the plugin's
    // automatic splitting.
    component: lazyRouteComponent(() => import('./LivePost'), 'LivePost'),
    // No such post: the 404 page, or in the Presentation tool a draft never published.
    notFoundComponent: NotFoundOrDraftPost,
  }
}
