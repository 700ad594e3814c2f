import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { evaluate, parse } from 'groq-js'
import { cdnImage, lqipOf } from '../image-cdn.ts'
import {
  type ContentLake,
  type LakeDocument,
  LakeError,
  matches,
  type Transaction,
  underPerspective,
} from './content-lake.ts'

/** The signed-in editor every request is answered for. */
export const STAND_IN_EDITOR = {
  id: 'pEditor',
  name: 'Ventas Fijamex',
  email: 'ventas@fijamex.mx',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
}

const grants = [
  {
    filter: '_id in path("**")',
    permissions: ['read', 'update', 'create', 'history', 'editHistory'],
  },
]

/**
 * Answers what the built Studio asks Sanity's API (the browser's requests to *.sanity.io are
 * rerouted here): the signed-in user, the project and its grants, GROQ queries (groq-js, under
 * the asked perspective), documents by id, the listener (server-sent events, kept open, one
 * `mutation` event per changed document with its effect as a mendoza patch, as the Studio
 * asks), and the Actions API and mutate endpoint applied to the Content Lake stand-in. What a
 * real project adds (presence, history, search ranking) is answered empty; `unanswered` lists
 * those requests.
 */
export function createStudioApi(lake: ContentLake) {
  const unanswered = new Set<string>()

  async function query(url: URL, body: string | undefined) {
    const posted = body
      ? (JSON.parse(body) as { query: string; params?: Record<string, unknown> })
      : undefined
    const text = posted?.query ?? url.searchParams.get('query') ?? ''
    const params: Record<string, unknown> = { ...posted?.params }
    for (const [name, value] of url.searchParams)
      if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
    const perspective = url.searchParams.get('perspective')?.split(',')
    // A document list with an empty search box asks for every document through text::query,
    // which groq-js lacks: an empty search ("*") matches everything.
    const groq =
      params.__query && params.__query !== '*'
        ? text
        : text.replace(
            /\(\[@, _id\] match text::query\(\$__query\) \|\| references\(\$__rawQuery\)\)/,
            'true',
          )
    try {
      const dataset = underPerspective(lake.all(), perspective)
      const result = await (await evaluate(parse(groq, { params }), { dataset, params })).get()
      return { ms: 1, query: text, result, syncTags: [] }
    } catch {
      // Search ranking (score(), text::query…) is beyond groq-js: no hits.
      unanswered.add(`query ${text.slice(0, 80)}…`)
      return { ms: 1, query: text, result: [], syncTags: [] }
    }
  }

  /** A listener: `welcome`, then a `mutation` event per matching document of each transaction. */
  function listen(url: URL, request: IncomingMessage, response: ServerResponse) {
    const filter = url.searchParams.get('query') ?? '*'
    const params: Record<string, unknown> = {}
    for (const [name, value] of url.searchParams)
      if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
    const includeResult = url.searchParams.get('includeResult') !== 'false'
    response.writeHead(200, {
      ...cors(request),
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
    })
    response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: 'stand-in' })}\n\n`)
    const send = async ({ transactionId, changes }: Transaction) => {
      const shown: typeof changes = []
      for (const change of changes)
        if (
          (await matches(filter, params, change.before)) ||
          (await matches(filter, params, change.after))
        )
          shown.push(change)
      shown.forEach((change, index) => {
        const event = mutationEvent(transactionId, change, index, shown.length, includeResult)
        if (process.env.DEBUG_STAND_IN)
          console.log(
            'stand-in event',
            url.searchParams.get('tag'),
            event.documentId,
            event.transition,
            event.previousRev,
            event.resultRev,
          )
        response.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`)
      })
    }
    const unsubscribe = lake.subscribe((transaction) => void send(transaction))
    request.on('close', unsubscribe)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'https://stand-in')
    if (process.env.DEBUG_STAND_IN)
      console.log('stand-in', request.method, url.pathname, url.search.slice(0, 80))
    const path = url.pathname.replace(/^\/v[^/]+/, '')
    const json = (body: unknown, status = 200) =>
      response
        .writeHead(status, { ...cors(request), 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    if (request.method === 'OPTIONS')
      return response
        .writeHead(204, {
          ...cors(request),
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        })
        .end()
    // The image CDN (cdn.sanity.io resolves here too): generated images.
    const image = cdnImage(url)
    if (image)
      return response
        .writeHead(image.status, { ...cors(request), 'content-type': image.type })
        .end(image.body)
    // Not the API (fonts and files of Sanity's other hosts, resolved here too): none.
    if (!/^\/v[^/]+\//.test(url.pathname)) return response.writeHead(404, cors(request)).end()
    try {
      if (path === '/users/me') return json(STAND_IN_EDITOR)
      // The editor's stored preferences (list order, layout): none kept.
      if (path.startsWith('/users/me/keyvalue')) {
        if (request.method !== 'GET') return json(JSON.parse((await bodyOf(request)) || '[]'))
        const keys = decodeURIComponent(path.split('/').pop() ?? '').split(',')
        return json(keys.map((key) => ({ key, value: null })))
      }
      if (/^\/projects\/[^/]+$/.test(path))
        return json({
          id: 'local0000',
          displayName: 'Fijamex',
          members: [
            { id: STAND_IN_EDITOR.id, role: 'administrator', roles: STAND_IN_EDITOR.roles },
          ],
          metadata: {},
        })
      if (/\/datasets\/[^/]+\/acl$/.test(path) || path.endsWith('/grants')) return json(grants)
      if (/\/datasets$/.test(path)) return json([{ name: 'production', aclMode: 'public' }])
      // An upload ('Subir fotos', an image field): stored as Sanity stores an image asset.
      if (/^\/assets\/images\/[\w-]+$/.test(path) && request.method === 'POST')
        return json({ document: uploadImage(lake, await rawBodyOf(request), url) })
      if (path.startsWith('/data/query/'))
        return json(await query(url, request.method === 'POST' ? await bodyOf(request) : undefined))
      if (path.startsWith('/data/doc/')) {
        const ids = decodeURIComponent(path.split('/').pop() ?? '').split(',')
        const found = ids.flatMap((id) => lake.get(id) ?? [])
        return json({
          documents: found,
          omitted: ids.filter((id) => !lake.get(id)).map((id) => ({ id, reason: 'existence' })),
        })
      }
      if (path.startsWith('/data/listen/')) return listen(url, request, response)
      if (path.startsWith('/data/actions/') && request.method === 'POST') {
        const body = JSON.parse(await bodyOf(request))
        const actions = Array.isArray(body.actions) ? body.actions : [body.actions]
        const { transactionId } = lake.actions(actions, body.transactionId)
        return json({ transactionId })
      }
      if (path.startsWith('/data/mutate/') && request.method === 'POST') {
        const body = JSON.parse(await bodyOf(request))
        const { transactionId, changes } = lake.mutate(body.mutations, body.transactionId)
        return json({
          transactionId,
          results: changes.map((change) => ({
            id: change.id,
            operation: change.after ? (change.before ? 'update' : 'create') : 'delete',
          })),
        })
      }
      if (path.startsWith('/users/')) return json([STAND_IN_EDITOR])
      // The project's plan: no extra features, no other applications, no telemetry.
      if (path === '/features' || path.endsWith('/user-applications')) return json([])
      if (path.endsWith('/telemetry-status')) return json({ status: 'denied' })
      if (path.startsWith('/schedules/')) return json({ schedules: [] })
      // History: none kept (a document's past edits, the review of changes).
      if (path.includes('/events/documents/')) {
        const id = decodeURIComponent(path.split('/').pop() ?? '')
        return json({ events: { [id]: [] }, nextCursor: '' })
      }
      if (path.startsWith('/data/history/'))
        return response
          .writeHead(200, { ...cors(request), 'content-type': 'application/x-ndjson' })
          .end('')
    } catch (error) {
      if (process.env.DEBUG_STAND_IN) console.log('stand-in refused', error)
      if (error instanceof LakeError)
        return json({ error: { description: error.message } }, error.status)
      throw error
    }
    unanswered.add(`${request.method} ${url.pathname}`)
    if (process.env.DEBUG_STAND_IN) console.log('stand-in unanswered', request.method, url.pathname)
    return json({})
  }

  return { handle, unanswered }
}

/** A listener's `mutation` event for one document, as the Studio's document store reads it. */
function mutationEvent(
  transactionId: string,
  change: Transaction['changes'][number],
  index: number,
  total: number,
  includeResult: boolean,
) {
  const withoutRev = (doc: LakeDocument | undefined) => {
    if (!doc) return null
    const { _rev: _, ...rest } = doc
    return rest
  }
  return {
    eventId: `${transactionId}#${change.id}`,
    documentId: change.id,
    transactionId,
    transition: !change.before ? 'appear' : !change.after ? 'disappear' : 'update',
    identity: STAND_IN_EDITOR.id,
    // The document's change as one mutation (the Studio applies an event's mutations to the
    // document it holds): whole, whatever actions or patches made it.
    mutations: change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }],
    previousRev: change.before?._rev,
    resultRev: change.after?._rev ?? transactionId,
    timestamp: change.after?._updatedAt ?? new Date().toISOString(),
    visibility: 'transaction',
    // A mendoza patch made of one literal value (opcode 0): "the document is now this".
    effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] },
    transactionTotalEvents: total,
    transactionCurrentEvent: index + 1,
    ...(includeResult && change.after ? { result: change.after } : {}),
  }
}

function cors(request: IncomingMessage) {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
  }
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function rawBodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Stores an uploaded image as an asset document, its size read from a PNG's header (the tests
 * upload the stand-in CDN's PNGs; any other file is taken as 1600 × 1200), published at once
 * as Sanity's assets are.
 */
function uploadImage(lake: ContentLake, body: Buffer, url: URL) {
  const isPng = body.subarray(1, 4).toString('ascii') === 'PNG'
  const width = isPng ? body.readUInt32BE(16) : 1600
  const height = isPng ? body.readUInt32BE(20) : 1200
  const hash = createHash('sha1').update(body).digest('hex').slice(0, 24)
  const id = `image-${hash}-${width}x${height}-png`
  const projectId = url.hostname.split('.')[0] ?? 'local0000'
  const asset = {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: hash,
    extension: 'png',
    mimeType: 'image/png',
    originalFilename: url.searchParams.get('filename') ?? `${hash}.png`,
    size: body.length,
    url: `https://cdn.sanity.io/images/${projectId}/production/${hash}-${width}x${height}.png`,
    path: `images/${projectId}/production/${hash}-${width}x${height}.png`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: lqipOf(hash),
    },
  }
  lake.replace([asset])
  return lake.get(id)
}
