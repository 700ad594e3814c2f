import type { MiddlewareHandler } from 'hono'
import { DATA_PREFIX } from '../src/content/data-url.ts'

export type CspOptions = {
  /**
   * The CSP hashes of each page's inline scripts (the script loader, the router's hydration
   * data), by file under the client folder: "index.html", "blog/index.html", "404.html". A
   * page's policy lists only its own: the union over all pages would put every page's hashes on
   * every answer, scripts and fonts included, and headers are never compressed.
   */
  pageScripts?: Readonly<Record<string, readonly string[]>>
  /** VITE_CATALOG_API_URL when the catalogue lives on another origin. */
  catalogueApiUrl?: string
  /** VITE_SANITY_PROJECT_ID: the pages then query that project's API for live content. */
  sanityProjectId?: string
  /** VITE_SANITY_STUDIO_URL: that Studio's Presentation tool may frame the pages. */
  studioUrl?: string
  /**
   * The Strict-Transport-Security value sent on HTTPS requests (HSTS: two years by default;
   * the HSTS variable sets another value, or "off").
   */
  hsts?: string
}

/** Two years, the value HSTS preload lists and the Mozilla Observatory ask for (≥ six months). */
export const DEFAULT_HSTS = 'max-age=63072000'

/** HSTS from the environment: HSTS=off turns it off, any other value is sent as it is. */
export function hstsFrom(value: string | undefined): string | undefined {
  if (value === 'off') return undefined
  return value?.trim() || DEFAULT_HSTS
}

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * A policy that allows only what the pages use: this origin, the catalogue API, Sanity's API
 * and image CDN (only with a Sanity project), EmailJS, the reCAPTCHA widget (its loader, its
 * versioned scripts and its two frames, nothing else under google.com) and the OpenStreetMap
 * frame on the contact page.
 */
export function contentSecurityPolicy(
  options: CspOptions,
  inlineScripts: readonly string[] = [],
): string {
  const sanity = options.sanityProjectId
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSources(inlineScripts),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(sanity ? ['https://cdn.sanity.io'] : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...originOf(options.catalogueApiUrl),
      ...(options.sanityProjectId
        ? [
            `https://${options.sanityProjectId}.api.sanity.io`,
            `https://${options.sanityProjectId}.apicdn.sanity.io`,
          ]
        : []),
      'https://api.emailjs.com',
    ],
    'frame-src': [
      'https://www.google.com/recaptcha/api2/',
      'https://recaptcha.google.com/recaptcha/api2/',
      'https://www.openstreetmap.org',
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.studioUrl ? originOf(options.studioUrl) : ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Scripts from this origin, the inline ones named (hashes), reCAPTCHA's loader and releases. */
function scriptSources(inlineScripts: readonly string[]): string[] {
  return [
    "'self'",
    ...inlineScripts,
    'https://www.google.com/recaptcha/api.js',
    'https://www.gstatic.com/recaptcha/releases/',
  ]
}

/**
 * A page's script-src alone, with its inline scripts' hashes: what the page carries in its own
 * `<meta http-equiv>` for static hosts (see staticHeadersFile).
 */
export function pageScriptPolicy(scriptHashes: readonly string[]): string {
  return `script-src ${scriptSources(scriptHashes).join(' ')}`
}

/** The site's JSON (`/_data/*`) is never a document: its policy allows nothing. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * Every security header of a response, HSTS included (the caller leaves it out on plain HTTP,
 * where browsers ignore it). One list for the server and for static hosts' `_headers`. Its
 * policy allows no inline script; a page's own policy (`pagePolicy`) replaces it on that page.
 */
export function securityHeaderSet(options: CspOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  // X-Frame-Options cannot name an origin: with a Studio allowed, frame-ancestors alone rules.
  if (!options.studioUrl) headers['X-Frame-Options'] = 'DENY'
  if (options.hsts) headers['Strict-Transport-Security'] = options.hsts
  return headers
}

/** The policy of one built page (a file under the client folder), with its inline scripts. */
export function pagePolicy(options: CspOptions, file: string): string {
  return contentSecurityPolicy(options, options.pageScripts?.[file] ?? [])
}

/**
 * The same headers for a static host (Netlify, Cloudflare Pages): a `_headers` file. Such a host
 * joins a header that two matching rules set (for a policy: both apply) and sends a 404 page at
 * any path, so only the rule for every path can give a 404 page its policy, and no page can have
 * a policy of its own beside it; a rule per page would also pass the hosts' limit on rules. So
 * every path gets the whole set, with a policy that allows inline scripts, and each built page
 * (404 pages and redirect stubs included) narrows them to its own in a `<meta http-equiv>` with
 * `pageScriptPolicy` (http/csp-meta.ts): a document obeys both. The site's JSON gets a policy
 * that allows nothing on top. Static hosts serve HTTPS, so HSTS is in it unless `options.hsts`
 * is undefined (HSTS=off).
 */
export function staticHeadersFile(options: CspOptions): string {
  const headers = {
    ...securityHeaderSet(options),
    'Content-Security-Policy': contentSecurityPolicy(options, ["'unsafe-inline'"]),
  }
  const rule = (path: string, entries: Record<string, string>) =>
    `${path}\n${Object.entries(entries)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`
  return [
    rule('/*', headers),
    rule(`${DATA_PREFIX}/*`, { 'Content-Security-Policy': DATA_POLICY }),
  ].join('')
}

/**
 * The security headers for a response, over HTTPS or not. `options` may change at run time (a
 * rebuild writes new hashes): it is read per call, and the set rebuilt only when it changed.
 */
export function securityHeaderCache(
  options: () => CspOptions,
): (https: boolean) => Record<string, string> {
  let last: CspOptions | undefined
  let withHsts: Record<string, string> = {}
  let withoutHsts: Record<string, string> = {}
  return (https) => {
    const current = options()
    if (current !== last) {
      last = current
      withHsts = securityHeaderSet(current)
      const { 'Strict-Transport-Security': _, ...rest } = withHsts
      withoutHsts = rest
    }
    return https ? withHsts : withoutHsts
  }
}

/** Whether the visitor reached us over HTTPS, directly or through a TLS-terminating proxy. */
export function isHttps(url: string, forwardedProto: string | undefined): boolean {
  return url.startsWith('https:') || forwardedProto?.split(',')[0]?.trim() === 'https'
}

/** A built page's policy by its file, rebuilt only when `options` changed (a rebuild). */
export function pagePolicyCache(options: () => CspOptions): (file: string) => string {
  let last: CspOptions | undefined
  let policies = new Map<string, string>()
  return (file) => {
    const current = options()
    if (current !== last) {
      last = current
      policies = new Map()
    }
    let policy = policies.get(file)
    if (policy === undefined) {
      policy = pagePolicy(current, file)
      policies.set(file, policy)
    }
    return policy
  }
}

declare module 'hono' {
  interface ContextVariableMap {
    /** This answer's security headers, offered to a handler that writes them itself. */
    securityHeaders: Readonly<Record<string, string>>
    /** Set by a handler whose response already carries `securityHeaders`, all of them. */
    securityHeadersSent: boolean
  }
}

/**
 * What a script, a style sheet or a font needs of the set: the others (the policy, framing,
 * referrer, permissions, opener) govern documents, and a browser ignores them on a resource a
 * page loads. A page loads a score of small scripts, each under a kilobyte compressed: the
 * whole set would weigh more than most of them.
 */
const SUBRESOURCE_HEADERS = new Set([
  'X-Content-Type-Options',
  'Cross-Origin-Resource-Policy',
  'Strict-Transport-Security',
])

/** Scripts, style sheets and fonts, by the type the answer is sent with. */
const SUBRESOURCE_TYPE = /^(text\/javascript|application\/javascript|text\/css|font\/)/

/**
 * The security headers on every answer (scripts, style sheets and fonts only those that apply
 * to them); a page's own policy, set by the site, is kept. A handler may write the set into its
 * own response instead (the catalogue API does): its headers then stay the plain object
 * @hono/node-server writes as it is, without a Headers object built and changed per answer.
 */
export function securityHeaders(options: () => CspOptions): MiddlewareHandler {
  const headersFor = securityHeaderCache(options)
  return async (c, next) => {
    const set = headersFor(isHttps(c.req.url, c.req.header('X-Forwarded-Proto')))
    c.set('securityHeaders', set)
    await next()
    if (c.get('securityHeadersSent')) return
    // Set on the response's own headers, as Hono's secureHeaders does: c.header() on a finished
    // response rebuilds it around its body as a stream, once per header.
    const headers = c.res.headers
    const ownPolicy = headers.has('Content-Security-Policy')
    const subresource = SUBRESOURCE_TYPE.test(headers.get('Content-Type') ?? '')
    for (const [name, value] of Object.entries(set)) {
      if (ownPolicy && name === 'Content-Security-Policy') continue
      if (subresource && !SUBRESOURCE_HEADERS.has(name)) continue
      headers.set(name, value)
    }
  }
}
