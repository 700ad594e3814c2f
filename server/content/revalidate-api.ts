/**
 * `POST /api/revalidate`: Sanity's publish webhook. Its body is signed with the webhook's secret
 * (SANITY_WEBHOOK_SECRET); a request without a valid signature is answered 401 and changes
 * nothing. A signed one drops the answers the changed documents touch (touched.ts), which the
 * next request renders from the published content. Mounted only when the secret is set.
 */
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { clientOf, createRateLimit } from '../http/rate-limit.ts'
import type { RenderedContent } from './rendered-content.ts'
import { type ChangedDocument, touchedBy } from './touched.ts'

/** A publish sends one call per changed document; a bulk publish sends many at once. */
const DEFAULT_RATE_LIMIT = { limit: 120, windowMs: 60_000 }
/** The projection in docs/content.md sends a few fields; a whole document is still small. */
const MAX_BODY_BYTES = 256 * 1024

/** Whether `body` carries the signature Sanity makes with `secret` (never throws). */
export async function signedBySanity(
  body: string,
  signature: string | undefined,
  secret: string,
): Promise<boolean> {
  if (!signature) return false
  try {
    return await isValidSignature(body, signature, secret)
  } catch {
    // A malformed header (no t=…,v1=…) is as unsigned as a missing one.
    return false
  }
}

export function createRevalidateApi(options: {
  secret: string
  content: RenderedContent
  trustProxy?: number
  rateLimit?: { limit: number; windowMs: number }
}): Hono {
  const allow = createRateLimit(options.rateLimit ?? DEFAULT_RATE_LIMIT)
  const app = new Hono()
  app.post(
    '/revalidate',
    async (c, next) => {
      if (!allow(clientOf(c, options.trustProxy)))
        return c.json({ error: 'Demasiadas solicitudes' }, 429)
      await next()
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'Cuerpo demasiado grande' }, 413),
    }),
    async (c) => {
      const body = await c.req.text()
      if (!(await signedBySanity(body, c.req.header(SIGNATURE_HEADER_NAME), options.secret)))
        return c.json({ error: 'Firma no válida' }, 401)
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return c.json({ error: 'El cuerpo no es JSON' }, 400)
      }
      const documents = (Array.isArray(parsed) ? parsed : [parsed]).filter(
        (document): document is ChangedDocument =>
          typeof document === 'object' && document !== null,
      )
      if (documents.length === 0) return c.json({ error: 'Ningún documento' }, 400)
      const touched = touchedBy(documents)
      options.content.revalidate(touched)
      return c.json({ revalidated: touched })
    },
  )
  return app
}
