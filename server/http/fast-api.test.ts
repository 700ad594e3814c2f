import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createServerApp } from '../app.ts'
import { openCatalogueDb } from '../catalogue/db.ts'
import { CATALOGUE_CSV } from '../catalogue/load-csv.ts'
import { withFastPath } from './fast-api.ts'

// The fast path must answer exactly as the Hono app does: the same status, bytes and headers.
const { app, fastPath } = createServerApp({
  clientDir: mkdtempSync(join(tmpdir(), 'fast-')),
  catalogueDb: openCatalogueDb(CATALOGUE_CSV),
  csp: () => ({ pageScripts: { 'index.html': ["'sha256-abc='"] }, hsts: 'max-age=63072000' }),
})
let handled = 0
const servers: ServerType[] = []
const ports: number[] = []

function start(withFast: boolean): Promise<number> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        createServer: withFastPath(
          withFast
            ? (request, response) => fastPath(request, response) && ++handled > 0
            : () => false,
        ),
      },
      (info) => resolve(info.port),
    )
    servers.push(server)
  })
}

beforeAll(async () => {
  ports.push(await start(true), await start(false))
})
afterAll(() => {
  for (const server of servers) server.close()
})

type Raw = { status: number; headers: Record<string, unknown>; body: Buffer }

function get(port: number, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const {
          date,
          connection,
          'keep-alive': _,
          'transfer-encoding': __,
          ...rest
        } = response.headers
        delete rest['content-length']
        resolve({ status: response.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) })
      })
    })
      .on('error', reject)
      .end()
  })
}

it.each([
  ['/api/productos', {}],
  ['/api/marcas', { 'accept-encoding': 'gzip, br' }],
  ['/api/modelos', { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' }],
  ['/api/productos/marca/Nissan?x=1', { 'accept-encoding': 'br' }],
  ['/api/modelos/marca/Volkswagen', {}],
  ['/api/productos/modelo/Sed%C3%A1n', {}],
  ['/api/productos/modelo/No%20existe', {}],
])('answers %s exactly as the app does', async (path, headers: Record<string, string>) => {
  const before = handled
  const fast = await get(ports[0] as number, path, headers)
  expect(handled).toBe(before + 1)
  const slow = await get(ports[1] as number, path, headers)
  expect(fast.status).toBe(200)
  expect(fast).toEqual(slow)
  const revisit = { ...headers, 'if-none-match': String(fast.headers.etag) }
  expect(await get(ports[0] as number, path, revisit)).toEqual(
    await get(ports[1] as number, path, revisit),
  )
})

it('leaves malformed names, unknown paths and other methods to the app', async () => {
  const before = handled
  expect((await get(ports[0] as number, '/api/productos/modelo/%E0%A4%A', {})).status).toBe(400)
  expect((await get(ports[0] as number, '/api/no-existe', {})).status).toBe(404)
  expect(handled).toBe(before)
})
