import { HttpResponse, http } from 'msw'
import { createSnapshotSource, type SnapshotDocument } from '../../src/content/snapshot-source'

/**
 * Sanity's query endpoint, answered by evaluating the GROQ with groq-js over the snapshot:
 * the real @sanity/client runs against a stand-in of the hosted dataset.
 */
export function sanityQueryHandler(projectId: string, documents: SnapshotDocument[]) {
  const source = createSnapshotSource(documents)
  return http.get(
    `https://${projectId}.apicdn.sanity.io/:version/data/query/:dataset`,
    async ({ request }) => {
      const url = new URL(request.url)
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
