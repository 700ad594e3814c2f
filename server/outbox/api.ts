/**
 * The local outbox: an EmailJS-compatible `POST /v1.0/email/send` (under /api, the path the
 * `@emailjs/browser` SDK posts to on a custom origin) that checks the payload, appends it to a
 * local file and logs one line, answering `200 OK` as EmailJS does. It stands in for EmailJS
 * when the site is built without VITE_EMAILJS_* variables.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { LOCAL_DEV_TOKEN } from '../../src/forms/robot-check/local-token.ts'
import { logText } from '../http/log-text.ts'
import { clientOf, createRateLimit } from '../http/rate-limit.ts'
import { appendOutboxEntry, defaultOutboxFile, type OutboxEntry } from './file.ts'
import { LOCAL_PUBLIC_KEY, LOCAL_SERVICE_ID, ROBOT_TOKEN_PARAM, TEMPLATES } from './templates.ts'

export const MAX_BODY_BYTES = 32 * 1024
/** Sends a client may make per window: enough for a person, far too few for a spam relay. */
const DEFAULT_RATE_LIMIT = { limit: 20, windowMs: 60_000 }

/** OUTBOX_RATE_LIMIT (sends per client per minute) lifts the limit for test runs that send many. */
function rateLimitFromEnv(value = process.env.OUTBOX_RATE_LIMIT) {
  const limit = Number(value)
  return Number.isInteger(limit) && limit > 0
    ? { ...DEFAULT_RATE_LIMIT, limit }
    : DEFAULT_RATE_LIMIT
}
// The shape of an address, as the forms check it: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type OutboxOptions = {
  /** Where entries are appended; defaults to OUTBOX_FILE or var/outbox.ndjson. */
  file?: string
  /** Answer every send with 500 (OUTBOX_FAIL=1), to see the site's error notice. */
  fail?: boolean
  /** Offer `POST /v1.0/email/__fail` to switch failing on and off (OUTBOX_TEST_CONTROLS=1 only). */
  allowFailToggle?: boolean
  /** At most `limit` sends per client in each `windowMs`. */
  rateLimit?: { limit: number; windowMs: number }
  /** Proxies of ours in front of the server (TRUST_PROXY); 0 keys the limit on the socket. */
  trustProxy?: number
  log?: (line: string) => void
  now?: () => Date
}

type Payload = Omit<OutboxEntry, 'receivedAt'>

/** Checks the shape the SDK sends; returns the problem as EmailJS-like text, or the payload. */
export function checkPayload(body: unknown): { error: string } | { payload: Payload } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { error: 'The request body must be a JSON object' }
  }
  const { service_id, template_id, user_id, template_params } = body as Record<string, unknown>
  if (typeof user_id !== 'string' || user_id !== LOCAL_PUBLIC_KEY) {
    return { error: `The Public Key is invalid: the local outbox expects "${LOCAL_PUBLIC_KEY}"` }
  }
  if (typeof service_id !== 'string' || service_id !== LOCAL_SERVICE_ID) {
    return { error: `The service ID is invalid: the local outbox expects "${LOCAL_SERVICE_ID}"` }
  }
  // Own properties only: "__proto__" or "toString" name no template.
  const template =
    typeof template_id === 'string' && Object.hasOwn(TEMPLATES, template_id)
      ? TEMPLATES[template_id]
      : undefined
  if (typeof template_id !== 'string' || !template) {
    return {
      error: `The template ID is invalid: expected one of ${Object.keys(TEMPLATES).join(', ')}`,
    }
  }
  if (!template_params || typeof template_params !== 'object' || Array.isArray(template_params)) {
    return { error: 'template_params must be an object' }
  }
  const params = template_params as Record<string, unknown>
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') return { error: `Template parameter "${name}" must be a string` }
  }
  const text = params as Record<string, string>
  const blank = template.required.filter((name) => !text[name]?.trim())
  if (blank.length > 0) {
    return { error: `Missing template parameters for "${template_id}": ${blank.join(', ')}` }
  }
  const absent = template.optional.filter((name) => !Object.hasOwn(text, name))
  if (absent.length > 0) {
    return { error: `Missing template parameters for "${template_id}": ${absent.join(', ')}` }
  }
  // An e-mail the template requires, or one given where it is optional, must be one.
  const emailNeeded = template.required.includes('email') || Boolean(text.email)
  if (emailNeeded && !EMAIL_PATTERN.test(text.email ?? '')) {
    return { error: 'Template parameter "email" must be an e-mail address' }
  }
  // The local robot check yields one known token; anything else did not come from the site.
  if (template.robotCheck && text[ROBOT_TOKEN_PARAM] !== LOCAL_DEV_TOKEN) {
    return { error: 'reCAPTCHA verification failed: g-recaptcha-response is not the local token' }
  }
  return { payload: { service_id, template_id, user_id, template_params: text } }
}

export function createOutboxApi(options: OutboxOptions = {}): Hono {
  const file = options.file ?? defaultOutboxFile()
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? (() => new Date())
  const allowFailToggle = options.allowFailToggle ?? process.env.OUTBOX_TEST_CONTROLS === '1'
  let fail = options.fail ?? process.env.OUTBOX_FAIL === '1'
  const allow = createRateLimit(options.rateLimit ?? rateLimitFromEnv())

  const app = new Hono()

  app.post(
    '/v1.0/email/send',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.text('The request body is too large', 413),
    }),
    async (c) => {
      // JSON only: a cross-site form or text/plain fetch cannot send it without a preflight.
      const type = c.req.header('Content-Type') ?? ''
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        return c.text('The request body must be sent as application/json', 415)
      }
      if (!allow(clientOf(c, options.trustProxy)))
        return c.text('Too many requests; try again in a minute', 429)
      if (fail) {
        log('[outbox] failing on purpose (OUTBOX_FAIL): answered 500')
        return c.text('The local outbox is set to fail (OUTBOX_FAIL)', 500)
      }
      let body: unknown
      try {
        body = await c.req.json()
      } catch {
        return c.text('The request body must be JSON', 400)
      }
      const checked = checkPayload(body)
      if ('error' in checked) return c.text(checked.error, 400)
      const entry: OutboxEntry = { receivedAt: now().toISOString(), ...checked.payload }
      await appendOutboxEntry(file, entry)
      const params = entry.template_params
      const address = params.email ? `<${params.email}>` : '(sin correo)'
      const who = params.name ? `${params.name} ${address}` : address
      log(logText(`[outbox] ${entry.receivedAt} ${entry.template_id} from ${who} → ${file}`))
      return c.text('OK', 200)
    },
  )

  if (allowFailToggle) {
    // For end-to-end tests: POST {"fail": true} makes every send answer 500 until {"fail": false}.
    app.post('/v1.0/email/__fail', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { fail?: unknown }
      fail = body.fail === true
      log(`[outbox] failing on purpose: ${fail ? 'on' : 'off'}`)
      return c.json({ fail })
    })
  }

  return app
}
