import type { ClientReturn } from '@sanity/client'
import { type ContentEnv, createContentSource } from './content-env'
import type { ContentSource, QueryParams } from './source'

/** Build-time and dev-server access to content. Never bundled for the browser. */

let source: Promise<ContentSource> | undefined

/** Runs a `defineQuery` query; its result type is the one TypeGen generated for that text. */
export async function runQuery<Q extends string>(
  query: Q,
  params: QueryParams = {},
): Promise<ClientReturn<Q, unknown>> {
  source ??= createContentSource({ ...process.env, ...import.meta.env } as ContentEnv)
  return (await source).query(query, params)
}
