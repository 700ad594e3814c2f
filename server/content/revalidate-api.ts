/**
 * `POST /api/revalidate`: Sanity's publish webhook. Its body is signed with the webhook's secret
 * (SANITY_WEBHOOK_SECRET); a request without a valid signature, or with one more than five
 * minutes from now, is answered 401 and changes nothing, and one already taken 409. Only signed
 * calls count against the rate limit. A signed one drops the answers the changed documents
 * touch (touched.ts), which the next request renders from the published content. Mounted only
 * when the secret is set and the server renders content (app.ts).
 */
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { clientOf, createRateLimit } from '../http/rate-limit.ts'
import type { RenderedContent } from './rendered-content.ts'
import { type ChangedDocument, touchedBy } from './touched.ts'
import { checkSignature, createReplayGuard } from './webhook-signature.ts'

/** A publish sends one call per changed document; a bulk publish sends many at once. */
const DEFAULT_RATE_LIMIT = { limit: 120, windowMs: 60_000 }
/** The projection in docs/content.md sends a few fields; a whole document is still small. */
const MAX_BODY_BYTES = 256 * 1024

export function createRevalidateApi(options: {
  secret: string
  content: RenderedContent
  trustProxy?: number
  rateLimit?: { limit: number; windowMs: number }
  now?: () => number
}): Hono {
  const now = options.now ?? Date.now
  const allow = createRateLimit({ ...(options.rateLimit ?? DEFAULT_RATE_LIMIT), now })
  const replays = createReplayGuard(now)
  const app = new Hono()
  app.post(
    '/revalidate',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'Cuerpo demasiado grande' }, 413),
    }),
    async (c) => {
      const body = await c.req.text()
      // The signature before the rate limit: only Sanity's calls count against Sanity's budget.
      const check = await checkSignature(
        body,
        c.req.header(SIGNATURE_HEADER_NAME),
        options.secret,
        now(),
      )
      if (!check.signed) return c.json({ error: 'Firma no válida' }, 401)
      if (replays.has(check.key)) return c.json({ error: 'Esta llamada ya se recibió' }, 409)
      if (!allow(clientOf(c, options.trustProxy)))
        return c.json({ error: 'Demasiadas solicitudes' }, 429)
      // Taken before any await below: the same call sent twice at once is taken once.
      replays.take(check.key)
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
      // Answered once the content's new paths are read (at most the render deadline): Sanity,
      // or whoever published, then finds a new page served.
      await options.content.revalidate(touched)
      return c.json({ revalidated: touched })
    },
  )
  return app
}
