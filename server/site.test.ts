import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partNotFoundDocument, SITE_NOT_FOUND } from '../src/routing/not-found-document.ts'
import { redirectHref, redirectSources } from '../src/site/redirects.ts'
import { createApp } from './app.ts'
import { openCatalogueDb } from './catalogue/db.ts'
import { CATALOGUE_DIR } from './catalogue/load-csv.ts'
import { contentSecurityPolicy } from './security-headers.ts'
import { createSiteApp } from './site.ts'

const PRODUCT_NOT_FOUND = partNotFoundDocument('pernos')

function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'tornillo-caliper'))
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><h1>Inicio</h1>')
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync('<!DOCTYPE html><h1>Inicio</h1>'))
  writeFileSync(
    join(dir, 'tornillo-caliper/index.html'),
    '<!DOCTYPE html><h1>Tornillo caliper</h1>',
  )
  writeFileSync(join(dir, 'assets/entry-abc123.js'), 'console.log(1)')
  const notFound = `<!DOCTYPE html><h1>Página no encontrada</h1>${'<p>Busque otra.</p>'.repeat(200)}`
  writeFileSync(join(dir, '404.html'), notFound)
  writeFileSync(join(dir, '404.html.br'), brotliCompressSync(notFound))
  writeFileSync(join(dir, '404.html.gz'), gzipSync(notFound))
  mkdirSync(join(dir, 'pernos-para-puerta/pp-1'), { recursive: true })
  writeFileSync(join(dir, 'pernos-para-puerta/index.html'), '<!DOCTYPE html><h1>Pernos</h1>')
  writeFileSync(join(dir, 'pernos-para-puerta/pp-1/index.html'), '<!DOCTYPE html><h1>PP-1</h1>')
  mkdirSync(join(dir, 'img/imagenes'), { recursive: true })
  mkdirSync(join(dir, 'img/productos/vistas'), { recursive: true })
  writeFileSync(join(dir, 'img/imagenes/pin.svg'), GENERIC_PIN_SVG)
  writeFileSync(join(dir, 'img/productos/vistas/pp-1.svg'), '<svg><title>PP-1</title></svg>')
  writeFileSync(join(dir, PRODUCT_NOT_FOUND.file), PRODUCT_NOT_FOUND_HTML)
  writeFileSync(
    join(dir, `${PRODUCT_NOT_FOUND.file}.br`),
    brotliCompressSync(PRODUCT_NOT_FOUND_HTML),
  )
  return dir
}

const GENERIC_PIN_SVG = '<svg><title>Perno para puerta</title></svg>'

/** The door pins' 404 page, told apart from the site's by its rendered match. */
const PRODUCT_NOT_FOUND_HTML = `<!DOCTYPE html><h1>Página no encontrada</h1><script>i:"#$linea#$clave#pernos-para-puerta#404-clave-no-encontrada"</script>`

const hono = createApp({
  clientDir: builtSite(),
  catalogueDb: openCatalogueDb(CATALOGUE_DIR),
  csp: () => ({
    pageScripts: {
      'index.html': ["'sha256-home='"],
      'tornillo-caliper/index.html': ["'sha256-caliper='"],
      '404.html': ["'sha256-missing='"],
    },
    catalogueApiUrl: 'https://api.example.mx/api',
  }),
})

// Through a real HTTP server on loopback, as `npm run serve` runs it: the Node adapter is what
// writes the static files' headers.
let server: ServerType
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      origin = `http://127.0.0.1:${info.port}`
      resolve()
    })
  })
})
afterAll(() => {
  server.close()
})

const app = {
  request: (path: string, init?: RequestInit) =>
    fetch(origin + path, { redirect: 'manual', ...init }),
}

describe('site server', () => {
  it('answers every redirect source with a 301 to its target', async () => {
    for (const source of redirectSources) {
      const response = await app.request(source)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(redirectHref(source))
    }
  })

  it('serves a page folder at its path and drops a trailing slash with a 301', async () => {
    const page = await app.request('/tornillo-caliper')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Tornillo caliper')
    const slash = await app.request('/tornillo-caliper/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/tornillo-caliper')
  })

  it('answers an unknown path with the 404 page and HTTP 404', async () => {
    const response = await app.request('/no-existe')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Página no encontrada')
  })

  it("answers an unknown product key with the product route's 404 page, in capitals after a 301", async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await app.request('/pernos-para-puerta/no-existe', {
        headers: { 'accept-encoding': encoding },
      })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-encoding')).toBe(encoding === 'br' ? 'br' : null)
      expect(await response.text()).toBe(PRODUCT_NOT_FOUND_HTML)
    }
    const upper = await app.request('/pernos-para-puerta/NO-EXISTE')
    expect(upper.status).toBe(301)
    expect(upper.headers.get('location')).toBe('/pernos-para-puerta/no-existe')
    const known = await app.request('/pernos-para-puerta/pp-1')
    expect(known.status).toBe(200)
    expect(await known.text()).toContain('PP-1')
  })

  it("answers every other unknown path with the site's 404 page, under the catalogue too", async () => {
    for (const path of ['/no-existe', '/pernos-para-puerta/pp-1/otra', '/blog/no-existe']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toMatch(
        /^<!DOCTYPE html><h1>Página no encontrada<\/h1><p>/,
      )
    }
  })

  it("answers a 404 page's own file with HTTP 404, not as a page", async () => {
    for (const { file } of [SITE_NOT_FOUND, PRODUCT_NOT_FOUND]) {
      const response = await app.request(`/${file}`)
      expect(response.status, file).toBe(404)
    }
  })

  it('answers a precompressed copy by its own URL with the 404 page, never as a file', async () => {
    const copies = [
      `/${SITE_NOT_FOUND.file}.br`,
      `/${SITE_NOT_FOUND.file}.gz`,
      `/${PRODUCT_NOT_FOUND.file}.br`,
      '/index.html.br',
      '/404.html%2Ebr',
      '/404.HTML.GZ',
    ]
    for (const path of copies) {
      const response = await app.request(path, { headers: { 'accept-encoding': 'identity' } })
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('text/html')
      expect(await response.text(), path).toContain('Página no encontrada')
    }
    // The copies are still what a page is sent as.
    const page = await app.request('/', { headers: { 'accept-encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBe('br')
  })

  it("sends the site's 404 page for an unknown key when the build has no product 404 page", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'))
    writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
    const response = await createSiteApp(dir).request('/pernos-para-puerta/no-existe')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<!DOCTYPE html><h1>Página no encontrada</h1>')
  })

  it("answers a door pin's picture the build did not write with the generic illustration, never kept", async () => {
    const own = await app.request('/img/productos/vistas/pp-1.svg')
    expect(await own.text()).toBe('<svg><title>PP-1</title></svg>')
    for (const path of [
      '/img/productos/vistas/pp-nuevo.svg',
      '/img/productos/pp-nuevo.svg',
      // Its card thumbnail: a browser takes an SVG by its type whatever the file name says.
      '/img/productos/vistas/pp-nuevo-160.webp',
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe(GENERIC_PIN_SVG)
    }
    for (const path of [
      '/img/familias/nada.svg',
      '/img/productos/vistas/pp-1.png',
      '/img/productos/vistas/pp-1.webp',
    ]) {
      expect((await app.request(path)).status, path).toBe(404)
    }
  })

  it('sends the precompressed Brotli file when the browser accepts it', async () => {
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
  })

  it('sends the 404 page compressed, with a validator', async () => {
    const response = await app.request('/no-existe', { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('etag')).toMatch(/^W\/"/)
    expect(await response.text()).toContain('Página no encontrada')
  })

  it('gives pages a validator and answers a revisit with 304', async () => {
    for (const encoding of ['br', 'identity']) {
      const headers = { 'accept-encoding': encoding }
      const first = await app.request('/', { headers })
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^W\/"/)
      expect(first.headers.get('last-modified')).toBeTruthy()
      const again = await app.request('/', { headers: { ...headers, 'if-none-match': etag } })
      expect(again.status).toBe(304)
      // A length with no body would leave keep-alive clients waiting for the bytes.
      expect(again.headers.get('content-length') ?? '0').toBe('0')
      expect(again.headers.get('etag')).toBe(etag)
      expect(await again.text()).toBe('')
      const since = first.headers.get('last-modified') ?? ''
      const bySince = await app.request('/', {
        headers: { ...headers, 'if-modified-since': since },
      })
      expect(bySince.status).toBe(304)
    }
  })

  it('caches hashed assets for a year and pages only until revalidated', async () => {
    const asset = await app.request('/assets/entry-abc123.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const page = await app.request('/')
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('sends security headers with a policy that allows only what the pages use', async () => {
    const response = await app.request('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self' 'sha256-home='")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("connect-src 'self' https://api.example.mx")
    expect(csp).toContain('https://api.emailjs.com')
    expect(csp).toContain("frame-ancestors 'none'")
    // Without a Sanity project no page talks to Sanity; without a Studio nothing may frame them.
    expect(csp).toMatch(/connect-src [^;]*api\.emailjs\.com;/)
    expect(csp).not.toMatch(/connect-src [^;]*sanity\.io/)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
  })

  it("allows each page's own inline scripts only, whichever copy of it is sent", async () => {
    const scriptSources = async (path: string, init?: RequestInit) => {
      const csp = (await app.request(path, init)).headers.get('content-security-policy') ?? ''
      return /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
    }
    const brotli = { headers: { 'Accept-Encoding': 'br' } }
    expect(await scriptSources('/', brotli)).toContain("'sha256-home='")
    expect(await scriptSources('/', brotli)).not.toContain("'sha256-caliper='")
    expect(await scriptSources('/tornillo-caliper')).toContain("'sha256-caliper='")
    expect(await scriptSources('/tornillo-caliper')).not.toContain("'sha256-home='")
    expect(await scriptSources('/no-existe', brotli)).toContain("'sha256-missing='")
    // API answers get the policy too, with no page's hashes: every answer would otherwise carry
    // every page's.
    const sources = await scriptSources('/api/marcas')
    expect(sources).toContain("'self'")
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toEqual([])
  })

  it('sends a script only the headers that govern a resource, in whichever copy', async () => {
    for (const init of [undefined, { headers: { 'Accept-Encoding': 'br' } }]) {
      const script = await app.request('/assets/entry-abc123.js', init)
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
      expect(script.headers.get('x-content-type-options')).toBe('nosniff')
      expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
      ])
        expect(script.headers.get(name), name).toBeNull()
    }
  })

  it("allows the configured project's API and lets the configured Studio frame the pages", () => {
    const csp = contentSecurityPolicy({
      sanityProjectId: 'abc123',
      studioUrl: 'https://fijamex.sanity.studio/presentation',
    })
    expect(csp).toContain(
      "connect-src 'self' https://abc123.api.sanity.io https://abc123.apicdn.sanity.io",
    )
    expect(csp).not.toContain('*.')
    expect(csp).toMatch(/frame-ancestors https:\/\/fijamex\.sanity\.studio(;|$)/)
  })

  it('has no outbox unless asked for (production, or EmailJS configured)', async () => {
    const response = await app.request('/api/v1.0/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(404)
  })

  it.each([
    '//evil.com/',
    '///evil.com/',
    '/%5cevil.com/',
    '/%5C%5Cevil.com/',
    '/\\evil.com/',
    '//evil.com/x/',
    '/%2f%2fevil.com/',
  ])('never redirects %s off the site', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBeLessThan(500)
    const location = response.headers.get('location')
    if (location !== null) {
      expect(new URL(location, origin).origin).toBe(origin)
      expect(location).toMatch(/^\/(?![/\\])/)
    }
  })

  it.each(['/a%0d%0aX:%201/', '/%00/', '/a%0aSet-Cookie:x=1/', '/%e0%a4%a/', '/\u0001/'])(
    'answers %s with 400 or 404, never 500',
    async (path) => {
      const response = await app.request(path)
      expect([301, 400, 404]).toContain(response.status)
      expect(response.headers.get('location') ?? '').not.toMatch(/[\r\n]/)
    },
  )

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.request('/api/no-existe')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Recurso no encontrado' })
  })
})
