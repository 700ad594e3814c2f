import { useLocation } from '@tanstack/react-router'
import { useDraftsPreviewed, useLiveContent } from '../content/live-content'
import { NotFoundPage } from '../layout/NotFoundPage'
import { Sections } from '../sections/Sections'
import type { PageDocument } from '../sections/types'

/**
 * The 404 page of a path without a page; inside the Presentation tool, the draft of a page at
 * that path that was never published, once the Studio sends it (a new page previews before its
 * first publish).
 */
export function NotFoundOrDraftPage() {
  return useDraftsPreviewed() ? <DraftPage /> : <NotFoundPage />
}

function DraftPage() {
  const { pathname } = useLocation()
  const draft = useLiveContent<PageDocument | null>('page', { path: pathname }, null)
  return draft ? <Sections sections={draft.sections} /> : <NotFoundPage />
}
