import type { MiddlewareHandler } from 'hono'
import { matchesEtag } from './precompressed.ts'

/**
 * A revisit whose copy is still current gets 304 and no body: any 200 answer with a validator,
 * built file or rendered from the content. `If-None-Match` (weak comparison, `*` for any
 * current copy) rules over `If-Modified-Since`, as RFC 9110 says.
 */
export const conditionalGet: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.res.status !== 200) return
  const etag = c.res.headers.get('ETag')
  const lastModified = c.res.headers.get('Last-Modified')
  const ifNoneMatch = c.req.header('If-None-Match')
  const ifModifiedSince = c.req.header('If-Modified-Since')
  const fresh = ifNoneMatch
    ? etag !== null && matchesEtag(ifNoneMatch, etag)
    : Boolean(ifModifiedSince && lastModified) &&
      Date.parse(lastModified as string) <= Date.parse(ifModifiedSince as string)
  if (!fresh) return
  await c.res.body?.cancel()
  // Hono copies the old response's headers onto the new one: drop the file's length after.
  c.res = new Response(null, { status: 304 })
  c.res.headers.delete('Content-Length')
}
