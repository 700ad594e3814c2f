import { useLoaderData } from '@tanstack/react-router'
import { useLiveContent } from '../content/live-content'
import type { Post } from './load-post'
import { PostPage } from './PostPage'

/** A post as built, replaced by its live version when content changes in the Studio. */
export function LivePost() {
  const built: Post = useLoaderData({ strict: false })
  const post = useLiveContent('post', { slug: built.slug }, built)
  return <PostPage post={post} />
}
