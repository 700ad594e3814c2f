import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { redirectHref, redirectSourceOf } from '../src/site/redirects.ts'

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * Serves the prerendered site: redirect sources answer 301, files and page folders are served
 * as built, and anything else gets the 404 page with HTTP 404.
 */
export function createSiteApp(clientDir: string): Hono {
  const app = new Hono()

  app.get('*', async (c, next) => {
    const path = c.req.path
    // No page has control characters in its path; they would only reach headers and file names.
    if (CONTROL_CHARACTER.test(path)) return notFound(c)
    // Dot folders (the build's .vite/manifest.json) are build records, not pages.
    // _headers is the static hosts' copy of our headers (scripts/site-files.ts).
    if (/\/\.(?!well-known\/)/.test(path) || path === '/_headers') return notFound(c)
    const source = redirectSourceOf(path)
    if (source) return c.redirect(redirectHref(source), 301)
    // One URL per page: /tornillo-caliper/ becomes /tornillo-caliper. The target is built from
    // the still-encoded path with its leading slashes and backslashes collapsed to one slash,
    // so that it is always a path on this site: "//evil.com/" must not become "//evil.com".
    const { pathname, search } = new URL(c.req.url)
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`
      return c.redirect(`${target}${search}`, 301)
    }
    await next()
  })

  app.use(
    '*',
    serveStatic({
      root: clientDir,
      // The build wrote .br and .gz beside each text file (scripts/precompress.ts).
      precompressed: true,
      onFound: (path, c) => {
        // Hashed build output never changes; pages and their data change with each rebuild.
        const immutable = path.includes('/assets/')
        c.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
        c.header('Vary', 'Accept-Encoding')
      },
    }),
  )

  // Reached when no file matched (serveStatic passes on).
  app.get('*', (c) => notFound(c))

  async function notFound(c: Context) {
    const page = await readFile(join(clientDir, '404.html'), 'utf8').catch(() => 'Not found')
    c.header('Cache-Control', 'no-store')
    return c.html(page, 404)
  }

  return app
}
