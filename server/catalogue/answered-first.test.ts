import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { refuseUnparsableUrl } from '../http/unparsable-url.ts'
import { securityHeaders } from '../security-headers.ts'
import { listen } from '../test-listen.ts'
import { catalogueAnsweredFirst, readEverySecond } from './answered-first.ts'
import { createLiveCatalogueApi } from './api.ts'
import { openCatalogueDb } from './db.ts'
import { type LiveCatalogue, liveCatalogue } from './live-catalogue.ts'
import { CATALOGUE_DIR } from './load-csv.ts'

const csp = () => ({ hsts: 'max-age=63072000' })
const onError = () => new Response('Error interno del servidor', { status: 500 })

/** The app's way to the catalogue: its middleware, then the API's routes, then a JSON 404. */
function appBehind(catalogue: LiveCatalogue): Hono {
  const api = new Hono()
  api.route('/', createLiveCatalogueApi({ catalogue }))
  api.all('*', (c) => c.json({ error: 'Recurso no encontrado' }, 404))
  const app = new Hono()
  app.use('*', securityHeaders(csp))
  app.use('*', refuseUnparsableUrl)
  app.route('/api', api)
  app.get('*', (c) => c.text('la página'))
  return app
}

type Answer = { status: number; headers: [string, string][]; body: string }

async function answerOf(response: Response | Promise<Response>): Promise<Answer> {
  const resolved = await response
  return {
    status: resolved.status,
    headers: [...resolved.headers].sort(([a], [b]) => a.localeCompare(b)),
    body: Buffer.from(await resolved.arrayBuffer()).toString('base64'),
  }
}

const REQUESTS: [string, RequestInit][] = [
  ['/api/marcas', {}],
  ['/api/productos?x=1', { headers: { 'accept-encoding': 'br' } }],
  ['/api/modelos', { headers: { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' } }],
  ['/api/productos/marca/Nissan', { headers: { 'accept-encoding': 'gzip, br' } }],
  ['/api/productos/modelo/Sed%C3%A1n', {}],
  ['/api/productos/modelo/%E0%A4%A', {}],
  ['/api/no-es-linea/productos', {}],
  ['/api/birlos/marcas', {}],
  ['/api/buscar?q=perno&pagina=2', { headers: { 'accept-encoding': 'br' } }],
  ['/api/pernos/buscar?orden=nuevo', {}],
  ['/api/producto/PP-1', {}],
  ['/api/producto/no-existe', {}],
  ['/api/no-existe', {}],
  ['/api/marcas', { method: 'HEAD' }],
  ['/api/marcas', { method: 'POST' }],
  ['/', {}],
]

describe('the catalogue answered ahead of the app', () => {
  const catalogue = liveCatalogue(openCatalogueDb(CATALOGUE_DIR))
  const behind = appBehind(catalogue)
  const first = catalogueAnsweredFirst(behind, { catalogue, csp, base: '/api', onError })

  it.each(REQUESTS)('answers %s as the app behind it does', async (path, init) => {
    const url = `http://localhost${path}`
    expect(await answerOf(first.fetch(new Request(url, init)))).toEqual(
      await answerOf(behind.fetch(new Request(url, init))),
    )
  })

  it('answers a revisit with 304 as the app behind it does', async () => {
    const etag = (await first.request('/api/marcas')).headers.get('etag') ?? ''
    const revisit = { headers: { 'if-none-match': etag } }
    const answer = await answerOf(first.request('/api/marcas', revisit))
    expect(answer.status).toBe(304)
    expect(answer).toEqual(await answerOf(behind.request('/api/marcas', revisit)))
  })

  it('sends a catalogue answer without waiting on a promise', () => {
    const sent = first.fetch(new Request('http://localhost/api/producto/pp-1'))
    expect(sent).toBeInstanceOf(Response)
    expect((sent as Response).headers.get('x-frame-options')).toBe('DENY')
  })

  it('leaves a missing catalogue’s 503 to the app', async () => {
    const none = liveCatalogue(undefined)
    const app = catalogueAnsweredFirst(appBehind(none), {
      catalogue: none,
      csp,
      base: '/api',
      onError,
    })
    const answer = await app.request('/api/marcas')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('60')
  })
})

describe('readEverySecond', () => {
  it('reads again only once a second has passed since the last reading', () => {
    let clock = 0
    let reads = 0
    const read = readEverySecond(
      () => ++reads,
      () => clock,
    )
    expect([read(), read()]).toEqual([1, 1])
    clock = 999
    expect(read()).toBe(1)
    clock = 1000
    expect([read(), read()]).toEqual([2, 2])
  })

  it('spares the API’s answers a reading of the options each', async () => {
    const catalogue = liveCatalogue(openCatalogueDb(CATALOGUE_DIR))
    let reads = 0
    const counted = () => {
      reads++
      return csp()
    }
    const app = catalogueAnsweredFirst(appBehind(catalogue), {
      catalogue,
      csp: counted,
      base: '/api',
      onError,
    })
    for (let i = 0; i < 20; i++) expect((await app.request('/api/marcas')).status).toBe(200)
    expect(reads).toBe(1)
  })
})

// Over a socket: a target in absolute form reaches the catalogue's routes only as a raw request.
describe('the served app, over HTTP', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-'))
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
  let server: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => {
    server = await listen(
      createApp({ clientDir: dir, catalogueDb: openCatalogueDb(CATALOGUE_DIR) }),
    )
  })
  afterAll(() => server.close())

  const statusOf = (head: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.end(head))
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1')
      })
      socket.on('error', reject)
      socket.on('close', () => resolve(Number(text.split(' ')[1])))
    })

  it('refuses an absolute-form target or a Host no URL holds on a catalogue route', async () => {
    expect(await statusOf('GET /api/marcas HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')).toBe(200)
    expect(
      await statusOf('GET http://otro.example/api/marcas HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
    ).toBe(400)
    expect(await statusOf('GET /api/marcas HTTP/1.1\r\nHost: 256.1.1.1\r\n\r\n')).toBe(400)
  })
})
