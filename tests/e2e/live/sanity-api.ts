import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { readSnapshot, type SnapshotDocument } from '../../../src/content/snapshot-source.ts'
import { createFakeSanity } from '../../fake-sanity.ts'
import { createContentLake } from './studio-api/content-lake.ts'
import { callWebhookOnPublish } from './studio-api/publish-webhook.ts'
import { createStudioApi } from './studio-api/studio-api.ts'
import { throwawayCertificate } from './throwaway-certificate.ts'

/** What a test sends the stand-in: documents to create or replace, ids to delete. */
export type StandInChange = { put?: SnapshotDocument[]; remove?: string[] }

/** The stand-in's own path for tests to change its dataset (no such path on Sanity's API). */
export const STAND_IN_CHANGES = '/_stand-in/changes'

/** What a GET of STAND_IN_CHANGES answers: the dataset's size and where the Studio's API is. */
export type StandInState = { documents: number; studioApi: string }

/**
 * A stand-in for Sanity's HTTP query API (`apiHost` with `useProjectHostname: false`, as the
 * server's client is configured through SANITY_API_HOST): the project comes in the
 * X-Sanity-Project-ID header and the dataset in the path, and a query for another project or
 * dataset is answered 404 as Sanity answers one. Queries go by GET (`?query=…&$param=…`) or, when
 * long, by POST with a JSON body, as @sanity/client sends them; drafts are left out (the
 * published perspective). Starts from the snapshot, as the build did; a test changes it with a
 * POST to STAND_IN_CHANGES (a GET there says it is up, and where the Studio's side is).
 *
 * The same dataset is the built Studio's Content Lake, over HTTPS on a port of its own (the
 * tests reroute the browser's requests to *.sanity.io there): what an editor saves and
 * publishes in the Studio is what the server renders, and each publish calls the server's
 * publish webhook, as Sanity does.
 */
export async function startSanityApi(options: {
  port: number
  projectId: string
  dataset: string
  snapshot: string
  /** Documents beside the snapshot's (the photographs, which the snapshot has none of). */
  extra?: SnapshotDocument[]
  webhook?: { url: string; secret: string }
}): Promise<Server> {
  const lake = createContentLake([
    ...(await readSnapshot(options.snapshot)),
    ...(options.extra ?? []),
  ])
  const sanity = createFakeSanity(lake.all())
  lake.subscribe(() => sanity.replace(lake.all()))
  if (options.webhook) callWebhookOnPublish(lake, options.webhook)
  const studioApi = createStudioApi(lake)
  // HTTP/2, as Sanity's API: the Studio keeps half a dozen listeners open, more than a browser
  // opens HTTP/1.1 connections to one host, and its queries would wait behind them.
  const studioServer = createSecureServer(
    { ...throwawayCertificate(), allowHTTP1: true },
    (request, response) => {
      studioApi.handle(request as never, response as never).catch((error) => {
        console.error(error)
        if (!response.headersSent) response.writeHead(500).end(String(error))
      })
    },
  )
  await new Promise<void>((listening) => studioServer.listen(0, '127.0.0.1', listening))
  const studioOrigin = `https://127.0.0.1:${(studioServer.address() as AddressInfo).port}`
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    try {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const state = (): StandInState => ({ documents: lake.all().length, studioApi: studioOrigin })
      if (request.method === 'GET' && url.pathname === STAND_IN_CHANGES) return send(200, state())
      if (request.method === 'POST' && url.pathname === STAND_IN_CHANGES) {
        const change = JSON.parse(await bodyOf(request)) as StandInChange
        lake.replace(change.put ?? [], change.remove ?? [])
        return send(200, state())
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
  server.on('close', () => studioServer.close())
  await new Promise<void>((listening) => server.listen(options.port, '127.0.0.1', listening))
  return server
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
