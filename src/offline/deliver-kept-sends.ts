/**
 * Sends the forms kept without signal (forms/send-queue), each once, and tells the page: a form
 * on screen confirms its send as any other. A quote list sent while its page was not open loses
 * the lines that went, so they are not asked for twice.
 */
import { type FormKind, sendEmail, type TemplateParams } from '../forms/email-sender'
import { SEND_DELIVERED_EVENT } from '../forms/send-queue/key'
import { type PendingSend, sendPending } from '../forms/send-queue/queue'
import { removeFromList } from '../quote-list/store'

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
    if (!shown && entry.kind === 'quoteList') for (const key of sentKeys(entry)) removeFromList(key)
  }
}
