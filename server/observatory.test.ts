/**
 * The header set against each criterion of the Mozilla HTTP Observatory's scoring (the tests
 * that together give its top grade), over real HTTP as `npm run serve` answers behind a
 * TLS-terminating proxy; and the static hosts' `_headers` carrying the same set.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseHeadersFile } from '../scripts/headers-file.ts'
import { staticHeaders } from '../scripts/site-files.ts'
import { createApp } from './app.ts'
import { openCatalogueDb } from './catalogue/db.ts'
import { CATALOGUE_DIR } from './catalogue/load-csv.ts'
import { type CspOptions, DEFAULT_HSTS, hstsFrom } from './security-headers.ts'
import { listen } from './test-listen.ts'

const options: CspOptions = {
  pageScripts: { 'index.html': ["'sha256-abc='"], 'blog/index.html': ["'sha256-blog='"] },
  hsts: DEFAULT_HSTS,
}

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'observatory-'))
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, '.vite/manifest.json'), '{"src/entry-client.tsx":{}}')
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><h1>Inicio</h1>')
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
  writeFileSync(join(dir, '_headers'), '/*\n  X-Test: 1\n')
  writeFileSync(join(dir, '_redirects'), '/a  /b  301!\n')
  return dir
}

let close = () => {}
let origin = ''
beforeAll(async () => {
  const app = createApp({
    clientDir: site(),
    catalogueDb: openCatalogueDb(CATALOGUE_DIR),
    csp: () => options,
  })
  const listening = await listen(app)
  origin = listening.origin
  close = listening.close
})
afterAll(() => {
  close()
})

const overHttps = (path: string) =>
  fetch(origin + path, { headers: { 'X-Forwarded-Proto': 'https' }, redirect: 'manual' })

/** The CSP as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe.each(['/', '/no-existe', '/api/marcas'])('Mozilla Observatory criteria on %s', (path) => {
  let headers: Headers
  beforeAll(async () => {
    headers = (await overHttps(path)).headers
  })

  it('Content Security Policy: present, no unsafe-inline or unsafe-eval scripts, no wildcard or scheme sources for scripts, object-src none, default-src self', () => {
    const csp = directives(headers.get('content-security-policy') ?? '')
    const scripts = csp.get('script-src') ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:']) {
      expect(scripts).not.toContain(bad)
    }
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
  })

  it('Content Security Policy: base-uri, form-action and frame-ancestors restricted', () => {
    const csp = directives(headers.get('content-security-policy') ?? '')
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('Cookies: none set', () => {
    expect(headers.get('set-cookie')).toBeNull()
  })

  it('Cross-origin Resource Sharing: not open to every origin', () => {
    expect(headers.get('access-control-allow-origin')).not.toBe('*')
  })

  it('Referrer Policy: strict-origin-when-cross-origin or stricter', () => {
    expect([
      'no-referrer',
      'same-origin',
      'strict-origin',
      'strict-origin-when-cross-origin',
    ]).toContain(headers.get('referrer-policy'))
  })

  it('Strict Transport Security: at least six months over HTTPS', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000)
  })

  it('X-Content-Type-Options: nosniff', () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('X-Frame-Options: DENY (and frame-ancestors)', () => {
    expect(headers.get('x-frame-options')).toBe('DENY')
  })

  it('Cross-Origin-Resource-Policy: same-origin', () => {
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })
})

describe('headers beyond the grade', () => {
  it('sends no HSTS over plain HTTP (browsers ignore it there) and none when HSTS=off', async () => {
    const response = await fetch(`${origin}/`)
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(hstsFrom('off')).toBeUndefined()
    expect(hstsFrom(undefined)).toBe(DEFAULT_HSTS)
    expect(hstsFrom('max-age=300')).toBe('max-age=300')
  })

  it('does not serve the build manifest or the static hosts’ _headers and _redirects', async () => {
    expect((await overHttps('/.vite/manifest.json')).status).toBe(404)
    expect((await overHttps('/_headers')).status).toBe(404)
    expect((await overHttps('/_redirects')).status).toBe(404)
  })

  it('narrows reCAPTCHA to its loader, its releases and its frames, and Sanity to live content', async () => {
    const csp = directives((await overHttps('/')).headers.get('content-security-policy') ?? '')
    expect(csp.get('script-src')).not.toContain('https://www.google.com/recaptcha/')
    expect(csp.get('script-src')).toContain('https://www.google.com/recaptcha/api.js')
    expect(csp.get('frame-src')).not.toContain('https://www.google.com/recaptcha/')
    expect(csp.get('img-src')).not.toContain('https://cdn.sanity.io')
  })

  it('writes the same header set, HSTS included, into _headers for static hosts', async () => {
    const served = (await overHttps('/')).headers
    const rules = parseHeadersFile(staticHeaders({}))
    expect([...rules.keys()]).toEqual(['/*', '/_data/*'])
    const all = rules.get('/*') ?? new Map()
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(all.get(name), name).toBe(served.get(name))
    }
    // The served page's policy but for its inline scripts, which each page names in its own meta.
    const policy = directives(all.get('content-security-policy') ?? '')
    const page = directives(served.get('content-security-policy') ?? '')
    expect(policy.get('script-src')).toEqual(
      page
        .get('script-src')
        ?.map((source) => (source === "'sha256-abc='" ? "'unsafe-inline'" : source)),
    )
    expect(new Map([...policy].filter(([name]) => name !== 'script-src'))).toEqual(
      new Map([...page].filter(([name]) => name !== 'script-src')),
    )
  })

  it("lets the static hosts' policy follow the build's Sanity project and Studio", () => {
    const file = staticHeaders({
      VITE_SANITY_PROJECT_ID: 'abc123',
      VITE_SANITY_STUDIO_URL: 'https://fijamex.sanity.studio',
      HSTS: 'off',
    })
    expect(file).toContain('https://abc123.api.sanity.io')
    expect(file).toContain("img-src 'self' data: https://cdn.sanity.io")
    expect(file).toMatch(/frame-ancestors https:\/\/fijamex\.sanity\.studio\n/)
    expect(file).not.toContain('X-Frame-Options')
    expect(file).not.toContain('Strict-Transport-Security')
  })
})
