import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { RenderedContent } from './content/rendered-content.ts'
import { precompress } from './http/precompressed.ts'
import { DATA_POLICY } from './security-headers.ts'
import { listen } from './test-listen.ts'

// The site's JSON is never a document: the server gives it the policy the static hosts'
// `_headers` file gives `/_data/*`, whichever way it is answered.

const dir = mkdtempSync(join(tmpdir(), 'data-policy-'))
mkdirSync(join(dir, '_data/pages'), { recursive: true })
writeFileSync(join(dir, '_data/pages/index.json'), '{"path":"/"}')
writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><h1>Inicio</h1>')

const json = precompress(new TextEncoder().encode('{"path":"/nueva"}'))
const content: RenderedContent = {
  beforeStatic: () => undefined,
  afterStatic: async (path) =>
    path === '/_data/pages/nueva.json'
      ? { status: 200, type: 'application/json', body: json }
      : undefined,
  revalidate: () => {},
}

let server: Awaited<ReturnType<typeof listen>>
beforeAll(async () => {
  server = await listen(
    createApp({
      clientDir: dir,
      catalogueDb: undefined,
      content,
      csp: () => ({ pageScripts: { '404.html': ["'sha256-missing='"] } }),
    }),
  )
})
afterAll(() => server.close())

const policyOf = async (path: string) => {
  const response = await fetch(server.origin + path, { headers: { 'accept-encoding': 'br' } })
  return { status: response.status, policy: response.headers.get('content-security-policy') }
}

it('sends /_data/* built, rendered or missing with a policy that allows nothing', async () => {
  expect(await policyOf('/_data/pages/index.json')).toEqual({ status: 200, policy: DATA_POLICY })
  expect(await policyOf('/_data/pages/nueva.json')).toEqual({ status: 200, policy: DATA_POLICY })
  expect(await policyOf('/_data/pages/no-existe.json')).toEqual({
    status: 404,
    policy: DATA_POLICY,
  })
  // Pages keep theirs.
  expect((await policyOf('/')).policy).toContain("default-src 'self'")
})
