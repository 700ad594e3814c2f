import { createClient } from '@sanity/client'
import type { ContentSource, QueryParams } from './source'

export type SanityConfig = {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
}

/** The hosted dataset, published documents only, through Sanity's CDN. */
export function createSanitySource(config: SanityConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: !config.token,
    perspective: 'published',
  })
  return {
    kind: 'sanity',
    query: (groq, params: QueryParams = {}) => client.fetch(groq, params),
  }
}
