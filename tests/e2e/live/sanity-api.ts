import { createServer, type IncomingMessage, type Server } from 'node:http'
import { readSnapshot, type SnapshotDocument } from '../../../src/content/snapshot-source.ts'
import { createFakeSanity } from '../../fake-sanity.ts'

/** What a test sends the stand-in: documents to create or replace, ids to delete. */
export type StandInChange = { put?: SnapshotDocument[]; remove?: string[] }

/** The stand-in's own path for tests to change its dataset (no such path on Sanity's API). */
export const STAND_IN_CHANGES = '/_stand-in/changes'

/**
 * A stand-in for Sanity's HTTP query API (`apiHost` with `useProjectHostname: false`, as the
 * server's client is configured through SANITY_API_HOST): the project comes in the
 * X-Sanity-Project-ID header and the dataset in the path, and a query for another project or
 * dataset is answered 404 as Sanity answers one. Queries go by GET (`?query=…&$param=…`) or, when
 * long, by POST with a JSON body, as @sanity/client sends them; drafts are left out (the
 * published perspective). Starts from the snapshot, as the build did; a test changes it with a
 * POST to STAND_IN_CHANGES (a GET there says it is up).
 */
export async function startSanityApi(options: {
  port: number
  projectId: string
  dataset: string
  snapshot: string
}): Promise<Server> {
  let documents = await readSnapshot(options.snapshot)
  const sanity = createFakeSanity(documents)
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    try {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (request.method === 'GET' && url.pathname === STAND_IN_CHANGES)
        return send(200, { documents: documents.length })
      if (request.method === 'POST' && url.pathname === STAND_IN_CHANGES) {
        const change = JSON.parse(await bodyOf(request)) as StandInChange
        const replaced = new Set([
          ...(change.put ?? []).map((doc) => doc._id),
          ...(change.remove ?? []),
        ])
        documents = [...documents.filter((doc) => !replaced.has(doc._id)), ...(change.put ?? [])]
        await sanity.publish(documents)
        return send(200, { documents: documents.length })
      }
      const query = /^\/v[\w-]+\/data\/query\/([\w-]+)$/.exec(url.pathname)
      const project = request.headers['x-sanity-project-id']
      if (!query || project !== options.projectId || query[1] !== options.dataset)
        return send(404, { error: 'Not Found', message: 'Project or dataset not found' })
      if (request.method === 'POST') {
        const body = JSON.parse(await bodyOf(request)) as { query: string; params?: object }
        url.searchParams.set('query', body.query)
        for (const [key, value] of Object.entries(body.params ?? {}))
          url.searchParams.set(`$${key}`, JSON.stringify(value))
      }
      return send(200, await sanity.answerQuery(url))
    } catch (error) {
      return send(500, { error: String(error) })
    }
  })
  await new Promise<void>((listening) => server.listen(options.port, '127.0.0.1', listening))
  return server
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
