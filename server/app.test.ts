import { mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { createCatalogueAnswers } from './catalogue/answers.ts'
import { openCatalogueDb } from './catalogue/db.ts'
import { CATALOGUE_DIR } from './catalogue/load-csv.ts'
import { contentSecurityPolicy, securityHeaderSet } from './security-headers.ts'

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'app-'))
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><h1>Inicio</h1>')
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
  return dir
}

describe('without any good catalogue', () => {
  const app = createApp({ clientDir: site(), catalogueDb: undefined })

  it('still serves the pages', async () => {
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Inicio')
  })

  it.each(['/api/productos', '/api/marcas', '/api/productos/marca/Nissan'])(
    'answers %s with 503 and a JSON error',
    async (path) => {
      const response = await app.request(path)
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(response.headers.get('retry-after')).toBe('60')
      expect(await response.json()).toEqual({
        error: 'El catálogo no está disponible por el momento. Intente de nuevo más tarde.',
      })
    },
  )
})

// The catalogue API as `npm run serve` answers it, over real HTTP: the bytes computed when the
// catalogue loaded, with their own headers and the security set, and nothing else.
describe('the catalogue API through the app', () => {
  const csp = () => ({
    pageScripts: { 'index.html': ["'sha256-abc='"] },
    hsts: 'max-age=63072000',
  })
  const db = openCatalogueDb(CATALOGUE_DIR)
  const answers = createCatalogueAnswers(db)
  const app = createApp({ clientDir: site(), catalogueDb: db, csp })
  let server: ServerType
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port
        resolve()
      })
    })
  })
  afterAll(() => {
    server.close()
    db.close()
  })

  type Raw = { status: number; headers: Record<string, unknown>; body: Buffer }

  function get(path: string, headers: Record<string, string>): Promise<Raw> {
    return new Promise((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const { date, connection, 'keep-alive': _, ...rest } = response.headers
          resolve({ status: response.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) })
        })
      })
        .on('error', reject)
        .end()
    })
  }

  /** What the server must send: the answer's headers and bytes, and the security set. */
  function expected(path: string, headers: Record<string, string>) {
    const answer = answers.respond(path.replace(/^\/api/, '').replace(/\?.*$/, ''), {
      ifNoneMatch: headers['if-none-match'],
      acceptEncoding: headers['accept-encoding'],
    })
    if (!answer) throw new Error(`no answer for ${path}`)
    const https = headers['x-forwarded-proto'] === 'https'
    const body = Buffer.from(answer.body ?? new Uint8Array())
    const all: Record<string, string> = {
      ...securityHeaderSet({ ...csp(), hsts: https ? csp().hsts : undefined }),
      ...answer.headers,
      ...(answer.status === 304 ? {} : { 'Content-Length': String(body.length) }),
    }
    return {
      status: answer.status,
      headers: Object.fromEntries(Object.entries(all).map(([k, v]) => [k.toLowerCase(), v])),
      body,
    }
  }

  it.each([
    ['/api/productos', {}],
    ['/api/marcas', { 'accept-encoding': 'gzip, br' }],
    ['/api/modelos', { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' }],
    ['/api/productos/marca/Nissan?x=1', { 'accept-encoding': 'br' }],
    ['/api/modelos/marca/Volkswagen', {}],
    ['/api/productos/modelo/Sed%C3%A1n', {}],
    ['/api/productos/modelo/No%20existe', {}],
  ])(
    'answers %s with the computed bytes, then 304',
    async (path, headers: Record<string, string>) => {
      const first = await get(path, headers)
      expect(first.status).toBe(200)
      expect(first).toEqual(expected(path, headers))
      const revisit = { ...headers, 'if-none-match': String(first.headers.etag) }
      const again = await get(path, revisit)
      expect(again.status).toBe(304)
      expect(again).toEqual(expected(path, revisit))
    },
  )

  it('answers a malformed name with 400 and an unknown path with 404, with the security set', async () => {
    const malformed = await get('/api/productos/modelo/%E0%A4%A', {})
    expect(malformed.status).toBe(400)
    expect(malformed.headers['x-content-type-options']).toBe('nosniff')
    const unknown = await get('/api/no-existe', {})
    expect(unknown.status).toBe(404)
    expect(unknown.headers['content-security-policy']).toBe(contentSecurityPolicy(csp()))
  })
})
