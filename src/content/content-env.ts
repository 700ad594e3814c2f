import { resolve } from 'node:path'
import { type SanityProjectEnv, sanityProject } from './sanity-project'
import { createSanitySource } from './sanity-source'
import { createSnapshotSource, readSnapshot } from './snapshot-source'
import type { ContentSource } from './source'

export type ContentEnv = SanityProjectEnv & {
  SANITY_READ_TOKEN?: string
  CONTENT_SNAPSHOT?: string
  /** "false": ask Sanity's API, not its CDN, whose copy may lag a publish by a moment. */
  SANITY_USE_CDN?: string
  /** Another host for Sanity's API: the end-to-end tests' stand-in. */
  SANITY_API_HOST?: string
  /** Milliseconds one request to Sanity may take (the server sets it); unset, the client's. */
  SANITY_TIMEOUT_MS?: string
}

export const DEFAULT_SNAPSHOT = 'studio/data/production.ndjson'

/** Sanity when a project id is configured, otherwise the snapshot in the repo. */
export async function createContentSource(env: ContentEnv): Promise<ContentSource> {
  const project = sanityProject(env)
  if (project)
    return createSanitySource({
      ...project,
      token: env.SANITY_READ_TOKEN,
      fresh: env.SANITY_USE_CDN === 'false',
      apiHost: env.SANITY_API_HOST || undefined,
      timeoutMs: Number(env.SANITY_TIMEOUT_MS) || undefined,
    })
  const file = resolve(process.cwd(), env.CONTENT_SNAPSHOT || DEFAULT_SNAPSHOT)
  return createSnapshotSource(await readSnapshot(file))
}
