import { useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useDraftsPreviewed, useLiveContent } from '../content/live-content'
import { NotFoundPage } from '../layout/NotFoundPage'
import type { Post } from './load-post'

// The post's page and its rich-text renderer, only when a draft is shown.
const PostPage = lazy(() => import('./PostPage').then((module) => ({ default: module.PostPage })))

/**
 * The 404 page of a slug without a post; inside the Presentation tool, the draft of a post with
 * that slug that was never published, once the Studio sends it.
 */
export function NotFoundOrDraftPost() {
  return useDraftsPreviewed() ? <DraftPost /> : <NotFoundPage />
}

function DraftPost() {
  const { slug } = useParams({ strict: false }) as { slug?: string }
  const draft = useLiveContent<Post | null>('post', { slug: slug ?? '' }, null)
  if (!draft) return <NotFoundPage />
  return (
    <Suspense fallback={<NotFoundPage />}>
      <PostPage post={draft} />
    </Suspense>
  )
}
