import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { openCatalogueDb } from './catalogue/db.ts'
import { CATALOGUE_DIR } from './catalogue/load-csv.ts'
import { listen } from './test-listen.ts'

const ORIGIN = 'https://pernos.example.mx'

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cors-'))
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
  return dir
}

// A shared cache must not hand one origin's answer (with or without the CORS header) to another.
describe('the API with a CORS origin configured', () => {
  const app = createApp({
    clientDir: site(),
    catalogueDb: openCatalogueDb(CATALOGUE_DIR),
    corsOrigin: ORIGIN,
  })
  let close = () => {}
  let origin = ''
  beforeAll(async () => {
    const listening = await listen(app)
    origin = listening.origin
    close = listening.close
  })
  afterAll(() => {
    close()
  })

  const varyOf = (response: Response) =>
    (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase())

  it.each([
    ['a list', '/api/marcas', 200],
    ['a named list', '/api/productos/marca/Nissan', 200],
    ['a malformed name', '/api/productos/modelo/%E0%A4%A', 400],
    ['an unknown path', '/api/no-existe', 404],
  ])('varies %s by Origin, from the allowed origin or another', async (_, path, status) => {
    for (const from of [ORIGIN, 'https://otro.example.com', undefined]) {
      const response = await fetch(origin + path, {
        headers: { 'accept-encoding': 'br', ...(from ? { origin: from } : {}) },
      })
      await response.arrayBuffer()
      expect(response.status, `${path} from ${from}`).toBe(status)
      expect(varyOf(response), `${path} from ${from}`).toContain('origin')
    }
  })

  it('keeps Vary: Origin and Accept-Encoding on a 304', async () => {
    const first = await fetch(`${origin}/api/marcas`, { headers: { origin: ORIGIN } })
    await first.arrayBuffer()
    const again = await fetch(`${origin}/api/marcas`, {
      headers: { origin: ORIGIN, 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    expect(varyOf(again)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']))
  })

  it('varies a preflight by Origin', async () => {
    const preflight = await fetch(`${origin}/api/productos`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(varyOf(preflight)).toContain('origin')
  })
})
