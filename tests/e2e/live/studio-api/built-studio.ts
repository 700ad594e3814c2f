import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.ts'

const dist = resolve(import.meta.dirname, '../../../../studio/dist')

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/**
 * Serves the Studio's build (`npm run studio:build`) as a single-page app on `port` (0: any
 * free one): its files, and index.html for every other path.
 */
export async function serveBuiltStudio(port = 0) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = join(dist, path)
    const own = file.startsWith(dist) && extname(file) !== ''
    const body = await readFile(own ? file : join(dist, 'index.html')).catch(() => undefined)
    if (body) {
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'text/html' })
      return response.end(body)
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(await readFile(join(dist, 'index.html')))
  })
  await new Promise<void>((listening) => server.listen(port, 'localhost', listening))
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}

/**
 * A Chromium whose every *.sanity.io host resolves to the stand-in Content Lake at `studioApi`
 * (HTTPS with a throwaway certificate, see tests/e2e/live/sanity-api.ts). Resolving the hosts
 * there, rather than rerouting each request, keeps the Studio's half-dozen listeners open as
 * streams over one HTTP/2 connection, as with Sanity's own API.
 */
export function launchStudioBrowser(studioApi: string) {
  const { host } = new URL(studioApi)
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP *.sanity.io ${host}, MAP sanity.io ${host}`,
    ],
  })
}

/**
 * A context of that browser with the editor signed in (a stored token makes the Studio ask
 * /users/me, which the stand-in answers), presence's socket left silent and Sanity's CDN (its
 * module updates) refused.
 */
export async function studioContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
    ignoreHTTPSErrors: true,
    ...options,
  })
  await context.addInitScript(() => {
    localStorage.setItem(
      '__studio_auth_token_local0000',
      JSON.stringify({ token: 'stand-in', time: new Date().toISOString() }),
    )
  })
  await context.routeWebSocket(/sanity\.(io|work)\//, () => {})
  await context.route(/sanity-cdn\.com/, (route) => route.fulfill({ status: 404, body: '' }))
  return context
}
