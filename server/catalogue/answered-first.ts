import { type Context, type ErrorHandler, Hono } from 'hono'
import { isUnparsable } from '../http/unparsable-url.ts'
import { type CspOptions, isHttps, securityHeaderCache } from '../security-headers.ts'
import { answerResponse, CATALOGUE_PATTERNS, catalogueAnswer, patternDepth } from './api.ts'
import type { LiveCatalogue } from './live-catalogue.ts'

/**
 * The catalogue's answers ahead of `app`, every other request passed on to it as it came. Hono
 * awaits a chain of middleware (security headers, the address check, the site's) for every
 * request one route alone does not match, and a promise costs a small answer more than routing
 * it: so each catalogue route is here the only handler of its path, answered without a promise,
 * with what `app`'s middleware would add to it (the security headers, the address check). Any
 * request it would not answer as `app` does (no catalogue, an unknown line, an address no URL
 * holds) goes to `app`, which answers it as before. Mounted at `base` (the API's, '/api').
 *
 * An answer's security headers do not hold the build's script hashes (a page's policy does),
 * only what the environment set; so the options are read once a second here, not per answer
 * (reading them checks the build's link on disk: a system call).
 */
export function catalogueAnsweredFirst(
  app: Hono,
  options: {
    catalogue: LiveCatalogue
    csp: () => CspOptions
    base: string
    onError: ErrorHandler
  },
): Hono {
  const { catalogue: live, base } = options
  const headersFor = securityHeaderCache(readEverySecond(options.csp))
  const passOn = (c: Context) => app.fetch(c.req.raw, c.env)
  const first = new Hono()
  for (const pattern of CATALOGUE_PATTERNS) {
    const depth = patternDepth(pattern)
    first.get(`${base}${pattern}`, (c) => {
      const catalogue = live.answers()
      if (!catalogue || isUnparsable(c)) return passOn(c)
      const found = catalogueAnswer(catalogue, c, depth)
      if (!found) return passOn(c)
      return answerResponse(
        found,
        headersFor(isHttps(c.req.url, c.req.header('X-Forwarded-Proto'))),
      )
    })
  }
  first.notFound(passOn)
  first.onError(options.onError)
  return first
}

/** `read`'s value, read again when the last reading is a second old or more. */
export function readEverySecond<T>(read: () => T, now: () => number = Date.now): () => T {
  let value: T
  let readAt = Number.NEGATIVE_INFINITY
  return () => {
    if (now() - readAt >= 1000) {
      value = read()
      readAt = now()
    }
    return value
  }
}
