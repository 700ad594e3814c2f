import { statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { canonicalPartPath } from '../src/catalogue/part-path.ts'
import { isPartPicturePath } from '../src/catalogue/product-image.ts'
import { DATA_PREFIX } from '../src/content/data-url.ts'
import { pictureFileUrl } from '../src/picture-files/picture-file.ts'
import {
  NOT_FOUND_DOCUMENTS,
  notFoundDocumentFor,
  SITE_NOT_FOUND,
} from '../src/routing/not-found-document.ts'
import { redirectHref, redirectSourceOf } from '../src/site/redirects.ts'
import type { ContentAnswer, RenderedContent } from './content/rendered-content.ts'
import { conditionalGet } from './http/conditional-get.ts'
import { pickEncoding } from './http/precompressed.ts'
import { DATA_POLICY } from './security-headers.ts'

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
const STATIC_HOST_FILES = new Set(['/_headers', '/_redirects'])
/** The build's precompressed copies (scripts/precompress.ts). */
const PRECOMPRESSED_COPY = /\.(br|gz)$/i
/** The door pins' family illustration, written by the build's pictures step. */
const GENERIC_PIN_PICTURE = pictureFileUrl('pin').slice(1)

/**
 * Serves the prerendered site: redirect sources answer 301, files and page folders are served
 * as built, and anything else gets the 404 page with HTTP 404. Each page is sent with its own
 * Content-Security-Policy, `pagePolicy(file)`, which allows that page's inline scripts. With
 * `content` (a Sanity project), what a publish made stale and what the build did not write is
 * answered from the published content instead (content/rendered-content.ts).
 */
export function createSiteApp(
  clientDir: string,
  pagePolicy: (file: string) => string = () => '',
  content?: RenderedContent,
): Hono {
  const app = new Hono()
  const root = resolve(clientDir)
  const setPagePolicy = (c: Context, file: string) => {
    const policy = pagePolicy(file)
    if (policy) c.header('Content-Security-Policy', policy)
  }

  // Before every answer below, those rendered from the content included.
  app.use('*', conditionalGet)
  // The site's JSON (and a 404 in its place) is never a document, as `_headers` says too.
  app.use(`${DATA_PREFIX}/*`, async (c, next) => {
    await next()
    c.res.headers.set('Content-Security-Policy', DATA_POLICY)
  })

  app.get('*', async (c, next) => {
    const path = c.req.path
    // No page has control characters in its path; they would only reach headers and file names.
    if (CONTROL_CHARACTER.test(path)) return notFound(c)
    // Dot folders (the build's .vite/manifest.json) are build records, not pages.
    // _headers and _redirects are the static hosts' copies of our headers and redirects.
    if (/\/\.(?!well-known\/)/.test(path) || STATIC_HOST_FILES.has(path)) return notFound(c)
    // A 404 page's own file is not a page either.
    if (NOT_FOUND_DOCUMENTS.some(({ file }) => path === `/${file}`)) return notFound(c)
    // The .br and .gz files are encodings of the file beside them, sent only in its place: by
    // their own URL they would be a second, undecodable copy (of a 404 page, with HTTP 200).
    if (PRECOMPRESSED_COPY.test(path)) return notFound(c)
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
    // A part's page in capitals (/birlos-automotrices/BR-1215) is the lower-case one.
    const part = canonicalPartPath(path)
    if (part) return c.redirect(`${part}${search}`, 301)
    const fresh = await content?.beforeStatic(path)
    if (fresh) return sendContent(c, fresh)
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
        c.header('ETag', fileEtag(statSync(path)))
        // The file as built, whichever precompressed copy of it is sent.
        const file = relative(root, resolve(path)).replace(/\.(br|gz)$/, '')
        if (file.endsWith('.html')) setPagePolicy(c, file)
      },
    }),
  )

  // Reached when no file matched (serveStatic passes on).
  app.get('*', async (c) => {
    if (isPartPicturePath(c.req.path)) return partPictureStandIn(c)
    const published = await content?.afterStatic(c.req.path)
    return published ? sendContent(c, published) : notFound(c)
  })

  // A door pin added to the catalogue after the build (a reload) has no drawing or render file
  // until the next build writes them: its card and page show the door pins' generic
  // illustration instead of a broken image, never kept, so the part's own file shows once built.
  async function partPictureStandIn(c: Context) {
    const svg = await readFile(join(clientDir, GENERIC_PIN_PICTURE)).catch(() => undefined)
    if (!svg) return notFound(c)
    c.header('Cache-Control', 'no-store')
    c.header('Content-Type', 'image/svg+xml')
    return c.body(new Uint8Array(svg), 200)
  }

  // An answer rendered from the content, in the encoding the browser takes.
  function sendContent(c: Context, answer: ContentAnswer) {
    if ('notFound' in answer) return notFound(c)
    c.header(
      'Cache-Control',
      answer.status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store',
    )
    c.header('Vary', 'Accept-Encoding')
    c.header('Content-Type', answer.type)
    c.header('ETag', answer.body.etag)
    if (answer.policy) c.header('Content-Security-Policy', answer.policy)
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    if (encoding !== 'identity') c.header('Content-Encoding', encoding)
    return c.body(answer.body[encoding], answer.status as 200)
  }

  // The 404 page of the route the path reaches (a line's part route's for an unknown key under
  // its page, so it hydrates as rendered), else the site's; as built, in the encoding the browser takes (read per
  // request: a rebuild under a running server replaces it).
  async function notFound(c: Context) {
    c.header('Cache-Control', 'no-store')
    c.header('Vary', 'Accept-Encoding')
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    const suffix = { br: '.br', gzip: '.gz', identity: '' }[encoding]
    const files = [...new Set([notFoundDocumentFor(c.req.path).file, SITE_NOT_FOUND.file])]
    for (const [variant, name, document] of files.flatMap((document) => {
      const file = join(clientDir, document)
      return [
        [file + suffix, encoding, document],
        [file, 'identity', document],
      ] as const
    })) {
      try {
        const [bytes, stats] = await Promise.all([readFile(variant), stat(variant)])
        setPagePolicy(c, document)
        if (name !== 'identity') c.header('Content-Encoding', name)
        c.header('ETag', fileEtag(stats))
        c.header('Content-Type', 'text/html; charset=UTF-8')
        return c.body(new Uint8Array(bytes), 404)
      } catch {}
    }
    return c.html('Not found', 404)
  }

  return app
}

/** A weak validator from a file's size and time, which every rebuild changes. */
function fileEtag(stats: { size: number; mtimeMs: number }): string {
  return `W/"${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}"`
}
