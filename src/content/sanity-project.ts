/** The Sanity project settings shared by the build (node) and the browser's live code. */
export type SanityProject = {
  projectId: string
  dataset: string
  apiVersion: string
  /** Where the Studio runs, for the Presentation tool's click-to-edit links. */
  studioUrl?: string
}

export type SanityProjectEnv = {
  VITE_SANITY_PROJECT_ID?: string
  VITE_SANITY_DATASET?: string
  VITE_SANITY_API_VERSION?: string
  VITE_SANITY_STUDIO_URL?: string
}

export const DEFAULT_DATASET = 'production'
/** The Live Content API needs 2021-03-25 or later. */
export const DEFAULT_API_VERSION = '2025-02-19'

/** The configured project, or undefined when the site runs on the embedded snapshot. */
export function sanityProject(env: SanityProjectEnv): SanityProject | undefined {
  if (!env.VITE_SANITY_PROJECT_ID) return undefined
  return {
    projectId: env.VITE_SANITY_PROJECT_ID,
    dataset: env.VITE_SANITY_DATASET || DEFAULT_DATASET,
    apiVersion: env.VITE_SANITY_API_VERSION || DEFAULT_API_VERSION,
    studioUrl: env.VITE_SANITY_STUDIO_URL || undefined,
  }
}
