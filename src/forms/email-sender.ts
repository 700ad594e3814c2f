/**
 * Sends a form through EmailJS. With EmailJS configured (VITE_EMAILJS_*), the request goes to
 * api.emailjs.com; with none of those variables set, the same SDK is pointed at the local
 * server's EmailJS-compatible outbox (`POST /api/v1.0/email/send`). The SDK is imported at send
 * time so it stays off the first-load bundle.
 */
import { localStorageOrNull } from '../ui/local-storage'
import { MESSAGES } from './messages'

export type FormKind = 'quote' | 'contact' | 'newsletter' | 'quoteList' | 'fitReport'

export type TemplateParams = {
  quote: {
    name: string
    email: string
    phone: string
    state: string
    cantidad: string
    message: string
  }
  contact: { name: string; email: string; number: string; producto: string; message: string }
  newsletter: { email: string }
  /**
   * The quote list: the quote template's parameters (`cantidad` sums the list, `message` holds
   * the lines as a table, then the buyer's comments), plus `company`, `rfc` and `lines` (JSON).
   */
  quoteList: TemplateParams['quote'] & { company: string; rfc: string; lines: string }
  /**
   * "¿Te quedó?" and "No encuentro mi vehículo" (forms/fit-report): what happened with a part on
   * a vehicle, or a vehicle the catalogue lacks; the buyer's name and contact only if given
   * (`contact` as typed, and as `email` or `phone` when it is one).
   */
  fitReport: {
    subject: string
    report: string
    part: string
    vehicle: string
    make: string
    model: string
    year: string
    message: string
    name: string
    contact: string
    email: string
    phone: string
    page: string
  }
}

/** The template each form kind is sent with: the quote list uses the quote request's. */
const templateOf = (kind: FormKind) => (kind === 'quoteList' ? 'quote' : kind)

export const EMAILJS_ORIGIN = 'https://api.emailjs.com'

/** Fixed ids understood by the local outbox (server/outbox). */
export const LOCAL_EMAIL = {
  publicKey: 'local-outbox',
  serviceId: 'local',
  templates: {
    quote: 'quote',
    contact: 'contact',
    newsletter: 'newsletter',
    fitReport: 'fit-report',
  },
} as const

/** One double click, or a bot hammering the button, sends once per form kind in this window. */
export const SEND_THROTTLE_MS = 10_000

const ENV_NAMES = {
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  quote: 'VITE_EMAILJS_TEMPLATE_QUOTE',
  contact: 'VITE_EMAILJS_TEMPLATE_CONTACT',
  newsletter: 'VITE_EMAILJS_TEMPLATE_NEWSLETTER',
  fitReport: 'VITE_EMAILJS_TEMPLATE_FIT_REPORT',
} as const

export type EmailEnv = Partial<Record<(typeof ENV_NAMES)[keyof typeof ENV_NAMES], string>>

/** A required EmailJS id or key is missing: the message names the variables. */
export class EmailConfigError extends Error {
  constructor(missing: string[]) {
    super(MESSAGES.missingConfig(missing))
    this.name = 'EmailConfigError'
  }
}

/** A send that EmailJS (or the outbox) refused, or that never reached it. */
export class EmailSendError extends Error {
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.name = 'EmailSendError'
    this.status = status
  }
}

/**
 * The service answered that it will not take this send (4xx), so sending it again as it is
 * cannot help: EmailJS refuses a reCAPTCHA token after Google's two minutes. A timeout (408) and
 * a busy service (429) can pass later.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof EmailSendError) || error.status === null) return false
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
}

/** The send never reached the service: no connection (the form keeps it for later). */
export class EmailUnreachableError extends EmailSendError {
  constructor(message: string) {
    super(message, null)
    this.name = 'EmailUnreachableError'
  }
}

/** The SDK's rate limit refused the send: the same form was sent moments ago. */
export class EmailRateLimitError extends Error {
  constructor() {
    super(MESSAGES.rateLimited)
    this.name = 'EmailRateLimitError'
  }
}

/**
 * Where the SDK keeps the time of each form's last send. Passed with every send: `init()`
 * replaces the SDK's stored provider with the one in its options (none), which silently
 * switched the rate limit off.
 */
const throttleStorage = {
  get: (key: string) => Promise.resolve(localStorageOrNull()?.getItem(key) ?? null),
  set: (key: string, value: string) => Promise.resolve(localStorageOrNull()?.setItem(key, value)),
  remove: (key: string) => Promise.resolve(localStorageOrNull()?.removeItem(key)),
}

function currentEnv(): EmailEnv {
  const env = import.meta.env as Record<string, string | undefined>
  return Object.fromEntries(Object.values(ENV_NAMES).map((name) => [name, env[name]]))
}

/** Where a form of this kind is sent, from the environment; throws EmailConfigError. */
export function resolveEmailTarget(kind: FormKind, env: EmailEnv = currentEnv()) {
  const set = (Object.values(ENV_NAMES) as (keyof EmailEnv)[]).filter((name) => env[name]?.trim())
  if (set.length === 0) {
    if (typeof window === 'undefined') throw new EmailConfigError(['window.location.origin'])
    return {
      origin: window.location.origin,
      publicKey: LOCAL_EMAIL.publicKey,
      serviceId: LOCAL_EMAIL.serviceId,
      templateId: LOCAL_EMAIL.templates[templateOf(kind)],
    }
  }
  const template = ENV_NAMES[templateOf(kind)]
  const needed = [ENV_NAMES.serviceId, template, ENV_NAMES.publicKey]
  const missing = needed.filter((name) => !env[name]?.trim())
  if (missing.length > 0) throw new EmailConfigError(missing)
  return {
    origin: EMAILJS_ORIGIN,
    publicKey: (env[ENV_NAMES.publicKey] as string).trim(),
    serviceId: (env[ENV_NAMES.serviceId] as string).trim(),
    templateId: (env[template] as string).trim(),
  }
}

/**
 * Sends one form. `robotToken` goes along as `g-recaptcha-response`, so EmailJS verifies it
 * against Google when reCAPTCHA is turned on for the template. Rejects with EmailConfigError or
 * EmailSendError.
 */
export async function sendEmail<K extends FormKind>(
  kind: K,
  params: TemplateParams[K],
  robotToken: string | null,
  /**
   * false for a send kept without signal and sent later: the visitor's press was limited when
   * it was kept, and the queue sends each once (forms/send-queue).
   */
  limitRate = true,
): Promise<void> {
  const target = resolveEmailTarget(kind)
  const emailjs = await import('@emailjs/browser')
  // The SDK keeps its origin in a module-level store: set it on every send.
  emailjs.init({ publicKey: target.publicKey }, target.origin)
  const templateParams: Record<string, string> = { ...params }
  if (robotToken) templateParams['g-recaptcha-response'] = robotToken
  try {
    await emailjs.send(target.serviceId, target.templateId, templateParams, {
      publicKey: target.publicKey,
      storageProvider: throttleStorage,
      ...(limitRate && { limitRate: { id: kind, throttle: SEND_THROTTLE_MS } }),
    })
  } catch (error) {
    throw toSendError(error)
  }
}

/** The SDK throws plain strings (bad arguments) and rejects with `{ status, text }`. */
function toSendError(error: unknown): EmailSendError | EmailRateLimitError {
  if (typeof error === 'string') return new EmailSendError(error, null)
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, text } = error as { status: number; text?: string }
    // The SDK's own refusal, before any request (its limitRate error).
    if (status === 429 && text === 'Too Many Requests') return new EmailRateLimitError()
    return new EmailSendError(`EmailJS respondió ${status}: ${text ?? ''}`.trim(), status)
  }
  const message = error instanceof Error ? error.message : String(error)
  // fetch rejects with a TypeError when the request never got an answer (offline, no signal);
  // by name, as the error may come from another realm than this module's TypeError.
  if ((error as { name?: unknown } | null)?.name === 'TypeError')
    return new EmailUnreachableError(`No se pudo contactar al servicio de correo: ${message}`)
  return new EmailSendError(`No se pudo contactar al servicio de correo: ${message}`, null)
}

/**
 * After a failed send, forget the throttle timestamp so the visitor can try again at once
 * (the SDK stores it in localStorage before sending, under the limitRate id).
 */
export function clearSendThrottle(kind: FormKind): void {
  // Where storage is blocked the throttle never applied.
  localStorageOrNull()?.removeItem(kind)
}
