export type QueryParams = Record<string, string | number | boolean | readonly string[]>

/**
 * Where page content comes from. Both implementations answer the same GROQ queries:
 * the hosted Sanity dataset in production, the NDJSON snapshot shipped in the repo otherwise.
 */
export interface ContentSource {
  readonly kind: 'sanity' | 'snapshot'
  query<T>(groq: string, params?: QueryParams): Promise<T>
}
