import { resolve } from 'node:path'
import { createSanitySource } from './sanity-source'
import { createSnapshotSource, readSnapshot } from './snapshot-source'
import type { ContentSource } from './source'

export type ContentEnv = {
  VITE_SANITY_PROJECT_ID?: string
  VITE_SANITY_DATASET?: string
  VITE_SANITY_API_VERSION?: string
  SANITY_READ_TOKEN?: string
  CONTENT_SNAPSHOT?: string
}

export const DEFAULT_SNAPSHOT = 'studio/data/production.ndjson'
export const DEFAULT_API_VERSION = '2025-02-19'

/** Sanity when a project id is configured, otherwise the snapshot in the repo. */
export async function createContentSource(env: ContentEnv): Promise<ContentSource> {
  if (env.VITE_SANITY_PROJECT_ID) {
    return createSanitySource({
      projectId: env.VITE_SANITY_PROJECT_ID,
      dataset: env.VITE_SANITY_DATASET || 'production',
      apiVersion: env.VITE_SANITY_API_VERSION || DEFAULT_API_VERSION,
      token: env.SANITY_READ_TOKEN,
    })
  }
  const file = resolve(process.cwd(), env.CONTENT_SNAPSHOT || DEFAULT_SNAPSHOT)
  return createSnapshotSource(await readSnapshot(file))
}
