import { createClient } from '@sanity/client'
import type { SanityProject } from '../content/sanity-project'

/**
 * The Live Content API's stream of published changes, through the Sanity client: the larger part
 * of the live code, downloaded when the stream opens (src/live/published.ts). A module of its
 * own, imported whole: the client imported by itself splits into chunks that import each other.
 */
export function publishedEvents(
  project: Pick<SanityProject, 'projectId' | 'dataset' | 'apiVersion'>,
) {
  const client = createClient({
    projectId: project.projectId,
    dataset: project.dataset,
    apiVersion: project.apiVersion,
    useCdn: true,
    perspective: 'published',
  })
  return client.live.events({ tag: 'live' })
}
