import type { MiddlewareHandler } from 'hono'

export type CspOptions = {
  /** Hashes of the inline scripts the prerender wrote (the router's hydration data). */
  scriptHashes: readonly string[]
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
export function contentSecurityPolicy(options: CspOptions): string {
  const sanity = options.sanityProjectId
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...options.scriptHashes,
      'https://www.google.com/recaptcha/api.js',
      'https://www.gstatic.com/recaptcha/releases/',
    ],
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

/**
 * Every security header of a response, HSTS included (the caller leaves it out on plain HTTP,
 * where browsers ignore it). One list for the server and for static hosts' `_headers`.
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

/**
 * The same headers for a static host (Netlify, Cloudflare Pages): a `_headers` file for every
 * path. Static hosts serve HTTPS, so HSTS is in it unless `options.hsts` is undefined (HSTS=off).
 */
export function staticHeadersFile(options: CspOptions): string {
  const headers = securityHeaderSet(options)
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return `/*\n${lines.join('\n')}\n`
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

export function securityHeaders(options: () => CspOptions): MiddlewareHandler {
  const headersFor = securityHeaderCache(options)
  return async (c, next) => {
    await next()
    const https = isHttps(c.req.url, c.req.header('X-Forwarded-Proto'))
    for (const [name, value] of Object.entries(headersFor(https))) c.header(name, value)
  }
}
