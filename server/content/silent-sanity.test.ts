import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { blackHoleHost } from './black-hole.ts'
import { createRenderedContent } from './rendered-content.ts'
import type { ServerEntry, SsrBuild } from './ssr-entry.ts'
import { touchedBy } from './touched.ts'

// Sanity's API accepting connections and never answering (a black hole), behind the server's
// own Sanity client with the client's default timeout (minutes): no visitor waits for it.

/** The site's content source (src/content, which the server's own type check does not cover). */
type ContentSources = {
  createContentSource(
    env: Record<string, string>,
  ): Promise<{ query(groq: string, params?: object): Promise<unknown> }>
}
const contentEnv = '../../src/content/content-env.ts'
const { createContentSource } = (await import(contentEnv)) as ContentSources

const blackHole = blackHoleHost()

/** A build's server entry whose every query goes to Sanity, as the real one's does. */
async function silentBuild(): Promise<SsrBuild> {
  const sanity = await createContentSource({
    VITE_SANITY_PROJECT_ID: 'abc123',
    SANITY_USE_CDN: 'false',
    SANITY_API_HOST: blackHole.url(),
  })
  const entry = {
    SITE_URL: 'https://fijamex.example',
    async render(url: string) {
      const page = await sanity.query('*[_type == "page" && path == $path][0]', {
        path: new URL(url).pathname,
      })
      return new Response(`<!DOCTYPE html><title>${JSON.stringify(page)}</title>`)
    },
    loadPage: (path: string) => sanity.query('*[path == $path][0]', { path }),
    loadSiteSettings: () => sanity.query('*[_id == "siteSettings"][0]'),
    queryPost: () => sanity.query('*[_type == "post"][0]'),
    queryPagePaths: () => sanity.query('*[_type == "page"].path') as Promise<string[]>,
    blogPaths: () => sanity.query('*[_type == "post"].slug.current') as Promise<string[]>,
  } as unknown as ServerEntry
  return { entry, manifest: {} as SsrBuild['manifest'] }
}

function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'silent-sanity-'))
  for (const path of ['', 'pernos-para-puerta']) {
    mkdirSync(join(dir, path), { recursive: true })
    writeFileSync(
      join(dir, path, 'index.html'),
      `<!DOCTYPE html><title>Construida /${path}</title>`,
    )
  }
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><title>404 construida</title>')
  return dir
}

it('answers pages, made-up paths and the lists from the build, and then stops asking', async () => {
  const clientDir = builtSite()
  const content = createRenderedContent({
    build: silentBuild,
    clientDir,
    policyFor: () => '',
    catalogue: { read: async () => [] },
    log: () => {},
    deadlineMs: 300,
  })
  // As the server starts: the content's paths are asked for, and never arrive.
  void (content as { ready?: () => Promise<void> }).ready?.()
  const app = createApp({ clientDir, catalogueDb: undefined, content })
  const get = async (path: string) => {
    const response = await app.request(path)
    return { status: response.status, text: await response.text() }
  }

  // A path the content does not hold waits on nothing.
  expect(await get('/no-existe')).toEqual({ status: 404, text: expect.stringContaining('404') })
  expect((await get('/_data/pages/no-existe.json')).status).toBe(404)

  // A publish of the site settings makes every built page stale: each is rendered again, but
  // Sanity does not answer, so the built copy is sent after the deadline.
  await content.revalidate(touchedBy([{ _type: 'siteSettings' }]))
  expect(await get('/')).toEqual({ status: 200, text: expect.stringContaining('Construida /') })
  const asked = blackHole.connections()
  // Sanity rests now: no further request waits on it, or asks it anything.
  expect((await get('/pernos-para-puerta')).text).toContain('Construida /pernos-para-puerta')
  expect((await get('/otra-no-existe')).status).toBe(404)
  expect((await get('/sitemap.xml')).status).toBe(404)
  expect(blackHole.connections()).toBe(asked)
}, 20_000)
