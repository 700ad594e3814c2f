import type { ClientReturn } from '@sanity/client'

export type QueryParams = Record<string, string | number | boolean | readonly string[]>

/**
 * Where page content comes from. Both implementations answer the same GROQ queries:
 * the hosted Sanity dataset in production, the NDJSON snapshot shipped in the repo otherwise.
 * A query written with `defineQuery` gets its generated result type (src/content/sanity.types.ts).
 */
export interface ContentSource {
  readonly kind: 'sanity' | 'snapshot'
  query<Q extends string>(groq: Q, params?: QueryParams): Promise<ClientReturn<Q, unknown>>
}
