/**
 * Sends the forms kept without signal (forms/send-queue), each once, and tells the page: a form
 * on screen confirms its send as any other; otherwise the page's notice says it went. A quote
 * list sent while its page was not open loses the lines that went, so they are not asked for
 * twice.
 */
import { type FormKind, sendEmail, type TemplateParams } from '../forms/email-sender'
import { SEND_DELIVERED_EVENT } from '../forms/send-queue/key'
import { type PendingSend, sendPending } from '../forms/send-queue/queue'
import { NOTICE_EVENT } from '../quote-list/added-event'
import { removeFromList } from '../quote-list/store'

const QUOTE_SENT =
  'Tu solicitud de cotización, guardada sin señal, ya se envió. Te responderemos pronto.'

/** What the page's notice says of a kept send that went with no form of its kind on screen. */
const keptAndSent: Record<FormKind, string> = {
  quote: QUOTE_SENT,
  quoteList: QUOTE_SENT,
  contact: 'Tu mensaje, guardado sin señal, ya se envió. Te responderemos pronto.',
  newsletter: 'Tu suscripción, guardada sin señal, ya se envió.',
  fitReport: 'Tu reporte, guardado sin señal, ya se envió. Gracias por avisarnos.',
}

function sentKeys(entry: PendingSend): string[] {
  try {
    const lines: unknown = JSON.parse(entry.params.lines ?? '[]')
    return Array.isArray(lines)
      ? lines.flatMap((line) => (typeof line?.key === 'string' ? [line.key] : []))
      : []
  } catch {
    return []
  }
}

export async function deliverKeptSends(): Promise<void> {
  const { sent } = await sendPending((entry) =>
    sendEmail(
      entry.kind,
      entry.params as TemplateParams[FormKind],
      entry.robotToken,
      undefined,
      false,
    ),
  )
  for (const entry of sent) {
    const shown = !window.dispatchEvent(
      new CustomEvent(SEND_DELIVERED_EVENT, { detail: entry, cancelable: true }),
    )
    if (shown) continue
    if (entry.kind === 'quoteList') for (const key of sentKeys(entry)) removeFromList(key)
    window.dispatchEvent(
      new CustomEvent(NOTICE_EVENT, { detail: { said: keptAndSent[entry.kind] } }),
    )
  }
}
