import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { canonicalProductPath } from '../src/catalogue/product-path.ts'
import { redirectHref, redirectSourceOf } from '../src/site/redirects.ts'

/**
 * Serves the prerendered site: redirect sources answer 301, files and page folders are served
 * as built, and anything else gets the 404 page with HTTP 404.
 */
export function createSiteApp(clientDir: string): Hono {
  const app = new Hono()

  app.get('*', async (c, next) => {
    const path = c.req.path
    const source = redirectSourceOf(path)
    if (source) return c.redirect(redirectHref(source), 301)
    // One URL per page: /tornillo-caliper/ becomes /tornillo-caliper.
    if (path.length > 1 && path.endsWith('/')) {
      const url = new URL(c.req.url)
      return c.redirect(`${path.replace(/\/+$/, '')}${url.search}`, 301)
    }
    // A product's page in capitals (/pernos-para-puerta/PP-12) is the lower-case one.
    const product = canonicalProductPath(path)
    if (product) return c.redirect(`${product}${new URL(c.req.url).search}`, 301)
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
  app.get('*', async (c) => {
    const page = await readFile(join(clientDir, '404.html'), 'utf8').catch(() => 'Not found')
    c.header('Cache-Control', 'no-store')
    return c.html(page, 404)
  })

  return app
}
