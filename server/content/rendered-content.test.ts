import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { createRenderedContent } from './rendered-content.ts'
import type { ServerEntry, SsrBuild } from './ssr-entry.ts'
import { touchedBy } from './touched.ts'

/**
 * A build's server entry over content the test changes: each page renders its title into a
 * document, as the real entry does; every render and query is counted.
 */
function fakeBuild(published: Record<string, string>) {
  const data = {
    pages: new Map<string, string>([['/nosotros', 'Nosotros'], ...Object.entries(published)]),
    hours: '9:00 a 19:00',
  }
  const counts = { renders: 0, pathQueries: 0 }
  const rendered: string[] = []
  /** Paths whose render fails (Sanity refused, or answered too late), until taken out. */
  const failing = new Set<string>()
  /** Paths whose render takes this many milliseconds (a server busy with other work). */
  const slow = new Map<string, number>()
  const document = (title: string) =>
    `<html lang="es-MX"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${data.hours}</p><script>hydrate()</script></body></html>`
  const entry = {
    SITE_URL: 'https://fijamex.example',
    async render(url: string) {
      counts.renders++
      const path = new URL(url).pathname
      if (failing.has(path)) throw new Error(`${path}: Sanity refused`)
      await new Promise((later) => setTimeout(later, slow.get(path) ?? 0))
      rendered.push(path)
      // The quote list is a route of its own, not content.
      const title = path === '/cotizacion' ? 'Mi cotización' : data.pages.get(path)
      return title
        ? new Response(document(title))
        : new Response(document('Página no encontrada'), { status: 404 })
    },
    loadPage: async (path: string) => {
      const title = data.pages.get(path)
      return title ? { path, title } : null
    },
    loadSiteSettings: async () => ({ hours: data.hours }),
    queryPost: async () => null,
    async queryPagePaths() {
      counts.pathQueries++
      return [...data.pages.keys()]
    },
    blogPaths: async () => [],
  } as unknown as ServerEntry
  const build: SsrBuild = { entry, manifest: {} as SsrBuild['manifest'] }
  return { build, data, counts, rendered, failing, slow }
}

/** The server at start over a build; `published`: pages the content held then, unbuilt. */
async function setup(published: Record<string, string> = {}, timing: { deadlineMs?: number } = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'rendered-'))
  mkdirSync(join(clientDir, 'nosotros'))
  writeFileSync(join(clientDir, 'nosotros/index.html'), '<!DOCTYPE html><title>Construida</title>')
  writeFileSync(join(clientDir, '404.html'), '<!DOCTYPE html><title>404 construida</title>')
  mkdirSync(join(clientDir, 'pernos-para-puerta/pp-1'), { recursive: true })
  writeFileSync(
    join(clientDir, 'pernos-para-puerta/pp-1/index.html'),
    '<!DOCTYPE html><title>PP-1 Perno de puerta</title>',
  )
  writeFileSync(
    join(clientDir, 'sitemap.xml'),
    '<urlset><url><loc>https://fijamex.example/pernos-para-puerta/pp-1</loc></url></urlset>',
  )
  const fake = fakeBuild(published)
  const rendered = createRenderedContent({
    build: async () => fake.build,
    clientDir,
    policyFor: (hashes) => `script-src 'self' ${hashes.join(' ')}`,
    catalogue: {
      read: async (path) =>
        path.startsWith('/marcas') ? [{ marca: 'Nissan', total: 3 }] : [{ modelo: 'Tsuru' }],
    },
    log: () => {},
    today: () => '2026-11-28',
    ...timing,
  })
  // As the server does at start: the content's paths read before the first visitor.
  await rendered.ready()
  const app = createApp({ clientDir, catalogueDb: undefined, content: rendered })
  const get = async (path: string) => {
    const response = await app.request(path)
    return { status: response.status, text: await response.text(), headers: response.headers }
  }
  return { ...fake, clientDir, content: rendered, get }
}

describe('content the build did not write', () => {
  it('is rendered once from the content, with its own script policy, then kept', async () => {
    const site = await setup({ '/nueva': 'Página nueva' })
    const first = await site.get('/nueva')
    expect(first.status).toBe(200)
    expect(first.text).toContain('<title>Página nueva</title>')
    expect(first.text).toContain('http-equiv="Content-Security-Policy"')
    expect(first.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-/)
    expect((await site.get('/nueva')).text).toBe(first.text)
    expect(site.counts.renders).toBe(1)
    // A built page stays as built.
    expect((await site.get('/nosotros')).text).toContain('Construida')
    expect(site.counts.renders).toBe(1)
  })

  it('answers a path the content does not hold with the built 404 page, rendering nothing', async () => {
    const site = await setup()
    const answer = await site.get('/no-existe')
    expect(answer.status).toBe(404)
    expect(answer.text).toContain('404 construida')
    expect(site.counts.renders).toBe(0)
  })

  it('serves its data and lists it in the sitemap, beside the built product pages', async () => {
    const site = await setup({ '/nueva': 'Página nueva' })
    expect(JSON.parse((await site.get('/_data/pages/nueva.json')).text)).toEqual({
      path: '/nueva',
      title: 'Página nueva',
    })
    expect((await site.get('/_data/pages/no-existe.json')).status).toBe(404)
    // The built sitemap until a publish touches it.
    expect((await site.get('/sitemap.xml')).text).not.toContain('/nueva')
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nueva' }]))
    const sitemap = (await site.get('/sitemap.xml')).text
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(listed).toEqual(
      expect.arrayContaining([
        'https://fijamex.example/',
        'https://fijamex.example/nosotros',
        'https://fijamex.example/nueva',
      ]),
    )
    // The product pages are the catalogue's, as built.
    expect(listed.at(-1)).toBe('https://fijamex.example/pernos-para-puerta/pp-1')
    // llms.txt lists the new page from its render, the built one from its file, unrendered.
    site.rendered.length = 0
    const llms = (await site.get('/llms.txt')).text
    expect(llms).toContain('[Página nueva](https://fijamex.example/nueva)')
    expect(llms).toContain('[Construida](https://fijamex.example/nosotros)')
    expect(site.rendered).toContain('/nueva')
    expect(site.rendered).not.toContain('/nosotros')
  })
  it('never keeps a site list that misses a page it could not render then', async () => {
    const site = await setup({ '/nueva': 'Página nueva' })
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nueva' }]))
    site.failing.add('/nueva')
    expect((await site.get('/llms.txt')).text).not.toContain('/nueva')
    site.failing.clear()
    expect((await site.get('/llms.txt')).text).toContain(
      '[Página nueva](https://fijamex.example/nueva)',
    )
  })
})

describe('the part pages in llms.txt', () => {
  it('are read from their built files once per build, not again for each list', async () => {
    const site = await setup({ '/nueva': 'Página nueva' })
    const entry = '[PP-1 Perno de puerta](https://fijamex.example/pernos-para-puerta/pp-1)'
    expect((await site.get('/llms.txt')).text).toContain(entry)
    rmSync(join(site.clientDir, 'pernos-para-puerta/pp-1/index.html'))
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nueva' }]))
    const again = (await site.get('/llms.txt')).text
    expect(again).toContain('[Página nueva](https://fijamex.example/nueva)')
    expect(again).toContain(entry)
  })
})

describe('a render slower than the deadline', () => {
  it('sends the built copy, and once it finishes, new pages are served again at once', async () => {
    const site = await setup({ '/nueva': 'Página nueva', '/otra': 'Otra' }, { deadlineMs: 50 })
    site.slow.set('/nueva', 200)
    // Not built: the built 404 page while the render goes on.
    expect((await site.get('/nueva')).status).toBe(404)
    await new Promise((later) => setTimeout(later, 300))
    // It finished: the slowness was the server's own, not a silent Sanity, so nothing rests.
    expect((await site.get('/otra')).status).toBe(200)
    expect((await site.get('/nueva')).status).toBe(200)
  })

  it('makes llms.txt whole once its renders finish, even after its own wait missed the deadline', async () => {
    const site = await setup({ '/nueva': 'Página nueva' }, { deadlineMs: 50 })
    // The site settings changed: every page is rendered again for the list.
    await site.content.revalidate(touchedBy([{ _type: 'siteSettings' }]))
    site.slow.set('/nosotros', 200)
    // The built list (none here) while the pages render.
    expect((await site.get('/llms.txt')).status).toBe(404)
    await new Promise((later) => setTimeout(later, 300))
    const llms = (await site.get('/llms.txt')).text
    expect(llms).toContain('[Nosotros](https://fijamex.example/nosotros)')
    expect(llms).toContain('[Página nueva](https://fijamex.example/nueva)')
    // The part pages are the catalogue's, listed as built.
    expect(llms).toContain(
      '[PP-1 Perno de puerta](https://fijamex.example/pernos-para-puerta/pp-1)',
    )
  })
})

describe('a publish', () => {
  it('replaces a built page it touched, and only that one', async () => {
    const site = await setup()
    site.data.pages.set('/nosotros', 'Nosotros, con título nuevo')
    expect((await site.get('/nosotros')).text).toContain('Construida')
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nosotros' }]))
    expect((await site.get('/nosotros')).text).toContain('Nosotros, con título nuevo')
    expect((await site.get('/no-existe')).text).toContain('404 construida')
  })

  it('re-renders a kept answer it touched, and finds pages created or removed', async () => {
    const site = await setup({ '/nueva': 'Primera versión' })
    expect((await site.get('/nueva')).text).toContain('Primera versión')
    site.data.pages.set('/nueva', 'Segunda versión')
    expect((await site.get('/nueva')).text).toContain('Primera versión')
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nueva' }]))
    expect((await site.get('/nueva')).text).toContain('Segunda versión')
    site.data.pages.delete('/nueva')
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nueva' }]))
    expect((await site.get('/nueva')).status).toBe(404)
    expect((await site.get('/_data/pages/nueva.json')).status).toBe(404)
  })

  it('of the site settings renders every page again, the 404 page too', async () => {
    const site = await setup()
    site.data.hours = '9:00 a 19:30'
    await site.content.revalidate(touchedBy([{ _type: 'siteSettings' }]))
    expect((await site.get('/nosotros')).text).toContain('9:00 a 19:30')
    // A page for visitors only, out of the sitemap, is rendered again too.
    expect((await site.get('/cotizacion')).status).toBe(200)
    // A made-up path never waits on Sanity: the built 404 page until the new one is rendered.
    const missing = await site.get('/no-existe')
    expect(missing.status).toBe(404)
    await expect.poll(async () => (await site.get('/no-existe')).text).toContain('9:00 a 19:30')
    expect((await site.get('/no-existe')).status).toBe(404)
    // Each route's own 404 page: a post's slug gets the post route's, rendered once.
    expect((await site.get('/blog/no-existe')).status).toBe(404)
    await expect.poll(async () => (await site.get('/blog/tampoco')).text).toContain('9:00 a 19:30')
    expect((await site.get('/blog/tampoco')).status).toBe(404)
    expect(site.rendered).toEqual([
      '/nosotros',
      '/cotizacion',
      '/404-pagina-no-encontrada',
      '/blog/404-entrada-no-encontrada',
    ])
    expect(JSON.parse((await site.get('/_data/settings.json')).text)).toEqual({
      hours: '9:00 a 19:30',
    })
  })

  it('leaves what a render cannot reach as built (Sanity down)', async () => {
    const site = await setup()
    site.build.entry.render = async () => {
      throw new Error('Sanity no responde')
    }
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nosotros' }]))
    expect((await site.get('/nosotros')).text).toContain('Construida')
  })

  it('never sends the error page of a render that failed mid-way (5xx), nor keeps it', async () => {
    const site = await setup()
    const render = site.build.entry.render
    // The router's error page, as a query that fails mid-render leaves it.
    site.build.entry.render = async () =>
      new Response('<html><head><title>Error</title></head><body>Error</body></html>', {
        status: 500,
      })
    await site.content.revalidate(touchedBy([{ _type: 'page', path: '/nosotros' }]))
    expect(await site.get('/nosotros')).toMatchObject({
      status: 200,
      text: expect.stringContaining('Construida'),
    })
    site.build.entry.render = render
    expect((await site.get('/nosotros')).text).toContain('<title>Nosotros</title>')
  })

  it('with the content unreachable, answers made-up paths with the built 404 and asks again only after a pause', async () => {
    const site = await setup()
    site.build.entry.queryPagePaths = async () => {
      site.counts.pathQueries++
      throw new Error('Sanity no responde')
    }
    for (const path of ['/no-existe', '/tampoco', '/_data/pages/otra.json']) {
      const answer = await site.get(path)
      expect(answer.status).toBe(404)
    }
    expect(site.counts.pathQueries).toBe(1)
  })
})
