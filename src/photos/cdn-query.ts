import { DEFAULT_API_VERSION, DEFAULT_DATASET } from '../content/sanity-project'

/**
 * In the browser: one published query to Sanity's CDN with the build's project, by plain `fetch`
 * (the Sanity client stays out of the pages' code). Undefined without a project (a build on the
 * snapshot, which has no photographs) or when the answer fails: the page keeps its drawings.
 */
export async function queryCdn(
  query: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  const projectId = import.meta.env.VITE_SANITY_PROJECT_ID
  if (!projectId) return undefined
  const dataset = import.meta.env.VITE_SANITY_DATASET || DEFAULT_DATASET
  const version = import.meta.env.VITE_SANITY_API_VERSION || DEFAULT_API_VERSION
  const url = new URL(`https://${projectId}.apicdn.sanity.io/v${version}/data/query/${dataset}`)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(`$${name}`, JSON.stringify(value))
  url.searchParams.set('perspective', 'published')
  try {
    const response = await fetch(url, { signal })
    if (!response.ok) return undefined
    return ((await response.json()) as { result?: unknown }).result
  } catch (error) {
    if (signal?.aborted) throw error
    return undefined
  }
}
