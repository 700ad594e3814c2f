import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { writeCatalogue } from './catalogue/test-fixtures.ts'
import { startServerProcess } from './test-server-process.ts'

// `npm run build` switches `dist` to a new build under a running server (scripts/atomic-build.ts).
// With a Sanity project the server also renders pages itself: they must name the new build's
// scripts, which exist, not the old build's, which are gone from `dist`.

const root = mkdtempSync(join(tmpdir(), 'build-switch-'))

/** A build as `npm run build` writes it, its files named `name`: client, server entry, manifest. */
function writeBuild(name: string): void {
  const dir = join(root, 'dist-builds', name)
  mkdirSync(join(dir, 'client/assets'), { recursive: true })
  mkdirSync(join(dir, 'server'))
  writeFileSync(join(dir, 'client/index.html'), `<!DOCTYPE html><title>Inicio ${name}</title>`)
  writeFileSync(join(dir, 'client/404.html'), '<!DOCTYPE html><title>404</title>')
  writeFileSync(join(dir, `client/assets/entry-client-${name}.js`), `console.log('${name}')`)
  writeFileSync(
    join(dir, 'vite-manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': { file: `assets/entry-client-${name}.js`, isEntry: true },
    }),
  )
  writeFileSync(
    join(dir, 'csp-script-hashes.json'),
    JSON.stringify({ 'index.html': [`'sha256-${name}='`] }),
  )
  // The content holds /nueva, which the build did not write: the server renders it with the
  // router manifest, whose loader names the client entry, as the real entry does.
  writeFileSync(
    join(dir, 'server/entry-server.js'),
    `export const SITE_URL = 'https://fijamex.example'
export async function render(url, manifest) {
  const loader = manifest.routes.__root__.scripts[0].children
  return new Response('<html><head><title>Nueva</title></head><body><script>' + loader + '</script></body></html>')
}
export const loadPage = async (path) => (path === '/nueva' ? { path } : null)
export const loadSiteSettings = async () => ({})
export const queryPost = async () => null
export const queryPagePaths = async () => ['/nueva']
export const blogPaths = async () => []
export function provideCatalogueApi() {}
`,
  )
}

/** Switches `dist` to a build by one rename, as atomic-build does. */
function serve(name: string): void {
  symlinkSync(join('dist-builds', name), join(root, 'dist.next'))
  renameSync(join(root, 'dist.next'), join(root, 'dist'))
}

let server: Awaited<ReturnType<typeof startServerProcess>>
beforeAll(async () => {
  writeBuild('uno')
  serve('uno')
  server = await startServerProcess({
    CLIENT_DIR: join(root, 'dist/client'),
    CSP_HASHES_FILE: join(root, 'dist/csp-script-hashes.json'),
    CATALOGUE_DIR: writeCatalogue(['PP-1,Perno,-,-,52,8,Nissan|Tsuru|2000']),
    CATALOGUE_DB: join(root, 'catalogue.sqlite'),
    VITE_SANITY_PROJECT_ID: 'abc123',
  })
}, 20_000)
afterAll(() => {
  server?.process.kill('SIGTERM')
})

/** The client entry a page names, and whether the server has that file. */
async function entryOf(path: string): Promise<{ entry: string; status: number }> {
  const html = await (await fetch(server.base + path)).text()
  const entry = /\/assets\/entry-client-[a-z]+\.js/.exec(html)?.[0] ?? 'none'
  return { entry, status: (await fetch(server.base + entry)).status }
}

const scriptPolicy = async (path: string) =>
  (await fetch(server.base + path)).headers.get('content-security-policy') ?? ''

it('renders pages with the build it serves now, and gives built pages that build’s policy', async () => {
  expect(await entryOf('/nueva')).toEqual({ entry: '/assets/entry-client-uno.js', status: 200 })
  expect(await scriptPolicy('/')).toContain("'sha256-uno='")

  writeBuild('dos')
  serve('dos')
  expect(await entryOf('/nueva')).toEqual({ entry: '/assets/entry-client-dos.js', status: 200 })
  expect(await scriptPolicy('/')).toContain("'sha256-dos='")
  expect(await scriptPolicy('/')).not.toContain("'sha256-uno='")
}, 20_000)
