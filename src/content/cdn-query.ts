import type { SyncTag } from '@sanity/client'
import type { SanityProject } from './sanity-project'

/** An answer of Sanity's query endpoint: the result and the sync tags the live events name. */
export type CdnAnswer = { result: unknown; syncTags?: SyncTag[] }

/**
 * One published query to Sanity's API CDN by plain `fetch` (the Sanity client stays out of the
 * pages' code): the query and its `$params` in the URL. `lastLiveEventId` asks for an answer at
 * least as fresh as that live event. Throws when the answer is not a success.
 */
export async function cdnQuery(
  project: Pick<SanityProject, 'projectId' | 'dataset' | 'apiVersion'>,
  query: string,
  params: Record<string, unknown>,
  options: { lastLiveEventId?: string; tag?: string; signal?: AbortSignal } = {},
): Promise<CdnAnswer> {
  const { projectId, dataset, apiVersion } = project
  const url = new URL(`https://${projectId}.apicdn.sanity.io/v${apiVersion}/data/query/${dataset}`)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(`$${name}`, JSON.stringify(value))
  url.searchParams.set('perspective', 'published')
  if (options.lastLiveEventId) url.searchParams.set('lastLiveEventId', options.lastLiveEventId)
  if (options.tag) url.searchParams.set('tag', options.tag)
  const response = await fetch(url, { signal: options.signal })
  if (!response.ok) throw new Error(`Sanity answered ${response.status} to a query`)
  return (await response.json()) as CdnAnswer
}
