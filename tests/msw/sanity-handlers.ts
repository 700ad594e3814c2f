import { HttpResponse, http } from 'msw'
import { createSnapshotSource, type SnapshotDocument } from '../../src/content/snapshot-source'

/**
 * A stand-in for Sanity's query endpoint: it answers by evaluating the GROQ with groq-js over the
 * snapshot, in the response shape of the hosted API, and records each request URL. It checks how
 * the real @sanity/client talks to Sanity, not that Sanity evaluates GROQ like groq-js does.
 */
export function sanityQueryHandler(
  projectId: string,
  documents: SnapshotDocument[],
  requests: URL[] = [],
) {
  const source = createSnapshotSource(documents)
  return http.get(
    `https://${projectId}.apicdn.sanity.io/:version/data/query/:dataset`,
    async ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const query = url.searchParams.get('query') ?? ''
      const params: Record<string, string> = {}
      for (const [key, value] of url.searchParams) {
        if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      }
      const result = await source.query(query, params)
      return HttpResponse.json({ ms: 1, query, result })
    },
  )
}
