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
 * and image CDN, EmailJS, Google reCAPTCHA and the OpenStreetMap frame on the contact page.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes, ...recaptcha],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://cdn.sanity.io'],
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
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
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

/** `options` may change at run time (a rebuild writes new hashes): it is read per response. */
export function securityHeaders(options: () => CspOptions): MiddlewareHandler {
  let last: CspOptions | undefined
  let csp = ''
  return async (c, next) => {
    await next()
    const current = options()
    if (current !== last) {
      last = current
      csp = contentSecurityPolicy(current)
    }
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
    // X-Frame-Options cannot name an origin: with a Studio allowed, frame-ancestors alone rules.
    if (!current.studioUrl) c.header('X-Frame-Options', 'DENY')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
  }
}
