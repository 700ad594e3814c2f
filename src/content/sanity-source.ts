import { createClient } from '@sanity/client'
import type { SanityProject } from './sanity-project'
import type { ContentSource, QueryParams } from './source'

export type SanityConfig = Pick<SanityProject, 'projectId' | 'dataset' | 'apiVersion'> & {
  token?: string
  /** Ask the API itself, not its CDN (the server re-rendering just after a publish). */
  fresh?: boolean
  /** Another API host (a stand-in for Sanity in tests): https://api.sanity.io by default. */
  apiHost?: string
  /**
   * How long one request may take (the server answering visitors sets a few seconds; the
   * client's own default is minutes). With it, a failed request is tried again once, not five
   * times: the visitor waits for all of them.
   */
  timeoutMs?: number
}

/** The hosted dataset, published documents only, through Sanity's CDN. */
export function createSanitySource(config: SanityConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: !config.token && !config.fresh,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    perspective: 'published',
    ...(config.timeoutMs ? { timeout: config.timeoutMs, maxRetries: 1 } : {}),
  })
  return {
    kind: 'sanity',
    query: (groq, params: QueryParams = {}) => client.fetch(groq, params),
  }
}
