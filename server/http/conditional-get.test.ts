import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RenderedContent } from '../content/rendered-content.ts'
import { createSiteApp } from '../site.ts'
import { listen } from '../test-listen.ts'
import { precompress } from './precompressed.ts'

// Revisits of the site's answers, over real HTTP as `npm run serve` sends them.

const dir = mkdtempSync(join(tmpdir(), 'conditional-'))
writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><h1>Inicio</h1>')
writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')

/** A page a publish made stale, answered from the content before the built file. */
const rendered = precompress(new TextEncoder().encode('<!DOCTYPE html><h1>Nosotros</h1>'))
const content: RenderedContent = {
  beforeStatic: (path) =>
    path === '/nosotros'
      ? Promise.resolve({ status: 200, type: 'text/html; charset=UTF-8', body: rendered })
      : undefined,
  afterStatic: async () => undefined,
  revalidate: () => {},
}

let server: Awaited<ReturnType<typeof listen>>
beforeAll(async () => {
  server = await listen(createSiteApp(dir, () => '', content))
})
afterAll(() => server.close())

const get = (path: string, ifNoneMatch: string) =>
  fetch(server.origin + path, { headers: { 'if-none-match': ifNoneMatch } })

describe('If-None-Match', () => {
  it('"*" answers 304 for a file that exists, and leaves a 404 a 404', async () => {
    expect((await get('/', '*')).status).toBe(304)
    expect((await get('/no-existe', '*')).status).toBe(404)
  })

  it('takes a strong or a listed form of the weak validator', async () => {
    const etag = (await fetch(`${server.origin}/`)).headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\//)
    expect((await get('/', etag.slice(2))).status).toBe(304)
    expect((await get('/', `"otro", ${etag}`)).status).toBe(304)
    expect((await get('/', '"otro"')).status).toBe(200)
  })

  it('answers a revisit of a page rendered from the content with 304', async () => {
    const first = await fetch(`${server.origin}/nosotros`)
    expect(first.status).toBe(200)
    expect((await get('/nosotros', first.headers.get('etag') ?? '')).status).toBe(304)
    expect((await get('/nosotros', '*')).status).toBe(304)
  })
})
