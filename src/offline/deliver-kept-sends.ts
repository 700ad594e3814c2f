/**
 * Sends the forms kept without signal (forms/send-queue), each once, and tells the page: a form
 * on screen confirms its send as any other; otherwise the page's notice says it went. A quote
 * list sent while its page was not open loses the lines that went, so they are not asked for
 * twice. A send the service refused (its robot check expired while it waited) goes back to the
 * form it was sent from, filled again; elsewhere the notice says so, with a link to that form.
 */
import { type FormKind, isRefusal, sendEmail, type TemplateParams } from '../forms/email-sender'
import { SEND_DELIVERED_EVENT, SEND_REFUSED_EVENT } from '../forms/send-queue/key'
import { forgetSend, type PendingSend, pendingSends, sendPending } from '../forms/send-queue/queue'
import { announce, noticeHiddenAt } from '../quote-list/notice-event'
import { readList, removeFromList } from '../quote-list/store'
import { sitePath } from '../quote-list/stored-list'
import { QUOTE_LIST_PATH } from '../site/pages'

const QUOTE_SENT =
  'Tu solicitud de cotización, guardada sin señal, ya se envió. Te responderemos pronto.'
const QUOTE_REFUSED =
  'Tu solicitud de cotización, guardada sin señal, no se pudo entregar: hay que confirmarla de nuevo.'

/** A refused quote list whose lines the visitor took out of the list since: said once, then forgotten. */
const LIST_GONE =
  'Tu solicitud de cotización, guardada sin señal, no se pudo entregar, y tu lista ya no tiene sus piezas: agrégalas de nuevo para enviarla.'

/** What the page's notice says of a kept send that went with no form of its kind on screen. */
const keptAndSent: Record<FormKind, string> = {
  quote: QUOTE_SENT,
  quoteList: QUOTE_SENT,
  contact: 'Tu mensaje, guardado sin señal, ya se envió. Te responderemos pronto.',
  newsletter: 'Tu suscripción, guardada sin señal, ya se envió.',
  fitReport: 'Tu reporte, guardado sin señal, ya se envió. Gracias por avisarnos.',
}

/** What it says of a kept send the service refused, when its form is not on screen. */
const keptAndRefused: Record<FormKind, string> = {
  quote: QUOTE_REFUSED,
  quoteList: QUOTE_REFUSED,
  contact: 'Tu mensaje, guardado sin señal, no se pudo entregar: hay que confirmarlo de nuevo.',
  newsletter:
    'Tu suscripción, guardada sin señal, no se pudo entregar: hay que confirmarla de nuevo.',
  fitReport: 'Tu reporte, guardado sin señal, no se pudo entregar: hay que confirmarlo de nuevo.',
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

/** Whether a form on screen took the event's send (it cancels the event). */
function formTook(name: string, entry: PendingSend): boolean {
  return !window.dispatchEvent(new CustomEvent(name, { detail: entry, cancelable: true }))
}

/** Sends refused before this page loaded are pointed out once a page, not at every retry. */
let earlierRefusalsShown = false

export async function deliverKeptSends(): Promise<void> {
  const earlier = earlierRefusalsShown ? [] : pendingSends().filter((entry) => entry.refused)
  earlierRefusalsShown = true
  const { sent, refused } = await sendPending(
    (entry) =>
      sendEmail(entry.kind, entry.params as TemplateParams[FormKind], entry.robotToken, false),
    undefined,
    isRefusal,
  )
  for (const entry of sent) {
    if (formTook(SEND_DELIVERED_EVENT, entry)) continue
    if (entry.kind === 'quoteList') for (const key of sentKeys(entry)) removeFromList(key)
    announce({ said: keptAndSent[entry.kind] })
  }
  for (const entry of [...earlier, ...refused]) {
    if (formTook(SEND_REFUSED_EVENT, entry)) continue
    // The list's form shows only with lines: a list emptied since has no form to send it again.
    // Said once where the notice shows (not on the list's own page), then forgotten.
    if (entry.kind === 'quoteList' && readList().lines.length === 0) {
      if (noticeHiddenAt(window.location.pathname)) continue
      forgetSend(entry.id)
      announce({ said: LIST_GONE, tone: 'warning' })
      continue
    }
    const page = sitePath(entry.page) || (entry.kind === 'quoteList' ? QUOTE_LIST_PATH : '')
    announce({
      said: keptAndRefused[entry.kind],
      tone: 'warning',
      ...(page && { link: { href: page, label: 'Abrir para enviar' } }),
    })
  }
}
