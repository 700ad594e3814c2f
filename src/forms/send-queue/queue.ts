/**
 * Sends that wait for the signal: a form sent without a connection is kept here (localStorage,
 * so it outlives a closed app) and sent when the connection returns. Each is sent once: one
 * delivery runs at a time (in this page, and across tabs through the Web Locks API where the
 * browser has it), and a send is forgotten as soon as it went; one that failed stays for the
 * next delivery. One the service refused (an answer of 4xx: a robot check that expired while it
 * waited) is never sent again as it is: it stays, marked, for its form to fill itself with it
 * and the visitor to check and send it again. The key alone is read by every page once it has
 * loaded (src/offline/start.ts).
 */
import { localStorageOrNull } from '../../ui/local-storage'
import type { FormKind } from '../email-sender'
import { SEND_QUEUE_KEY } from './key'

export type PendingSend = {
  id: string
  kind: FormKind
  params: Record<string, string>
  robotToken: string | null
  /** When it was kept (ISO 8601). */
  keptAt: string
  /** The form's own values when they are not what is sent (the quote list's), to fill it again. */
  fields?: Record<string, string>
  /** The path of the page it was sent from, where its form fills itself again after a refusal. */
  page?: string
  /** The service refused it: it waits for the visitor, not for the signal. */
  refused?: true
}

const KINDS: readonly string[] = ['quote', 'contact', 'newsletter', 'quoteList', 'fitReport']

const isTexts = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string')

function isPendingSend(value: unknown): value is PendingSend {
  if (!value || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === 'string' &&
    typeof entry.kind === 'string' &&
    KINDS.includes(entry.kind) &&
    isTexts(entry.params) &&
    (entry.robotToken === null || typeof entry.robotToken === 'string') &&
    typeof entry.keptAt === 'string' &&
    (entry.fields === undefined || isTexts(entry.fields)) &&
    (entry.page === undefined || typeof entry.page === 'string') &&
    (entry.refused === undefined || entry.refused === true)
  )
}

/** The sends waiting, oldest first; a damaged value reads as none. */
export function pendingSends(storage = localStorageOrNull()): PendingSend[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(SEND_QUEUE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isPendingSend) : []
  } catch {
    return []
  }
}

function write(entries: PendingSend[], storage: Storage | null) {
  if (entries.length === 0) storage?.removeItem(SEND_QUEUE_KEY)
  else storage?.setItem(SEND_QUEUE_KEY, JSON.stringify(entries))
}

/** Keeps a send for later; throws when the browser keeps nothing (storage blocked or full). */
export function keepSend(
  send: Pick<PendingSend, 'kind' | 'params' | 'robotToken' | 'fields' | 'page'>,
  storage = localStorageOrNull(),
): PendingSend {
  if (!storage) throw new Error('Este navegador no guarda datos: no se pudo guardar el envío.')
  const entry: PendingSend = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    kind: send.kind,
    params: { ...send.params },
    robotToken: send.robotToken,
    keptAt: new Date().toISOString(),
    ...(send.fields && { fields: { ...send.fields } }),
    ...(send.page !== undefined && { page: send.page }),
  }
  write([...pendingSends(storage), entry], storage)
  return entry
}

/** Forgets the refused sends of `kind` made on `page`: the visitor sent that form again. */
export function forgetRefused(kind: FormKind, page: string, storage = localStorageOrNull()): void {
  forget((entry) => !!entry.refused && entry.kind === kind && entry.page === page, storage)
}

/** Forgets one kept send, whatever its state. */
export function forgetSend(id: string, storage = localStorageOrNull()): void {
  forget((entry) => entry.id === id, storage)
}

function forget(which: (entry: PendingSend) => boolean, storage: Storage | null) {
  const kept = pendingSends(storage)
  const left = kept.filter((entry) => !which(entry))
  if (left.length !== kept.length) write(left, storage)
}

export type Delivery = { sent: PendingSend[]; failed: PendingSend[]; refused: PendingSend[] }

let running: Promise<unknown> = Promise.resolve()

/**
 * Sends every waiting send through `send`, one after another, forgetting each that went; one it
 * rejects stays as it was, or is marked refused when `refused` says its error is a refusal. Calls
 * made while one runs wait for it, then find the queue as it left it.
 */
export function sendPending(
  send: (entry: PendingSend) => Promise<void>,
  storage = localStorageOrNull(),
  refused: (error: unknown) => boolean = () => false,
): Promise<Delivery> {
  const deliver = async (): Promise<Delivery> => {
    const result: Delivery = { sent: [], failed: [], refused: [] }
    for (const entry of pendingSends(storage).filter((waiting) => !waiting.refused)) {
      const others = () => pendingSends(storage).filter((other) => other.id !== entry.id)
      try {
        await send(entry)
      } catch (error) {
        if (refused(error)) {
          const marked: PendingSend = { ...entry, refused: true }
          write([...others(), marked], storage)
          result.refused.push(marked)
        } else result.failed.push(entry)
        continue
      }
      write(others(), storage)
      result.sent.push(entry)
    }
    return result
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  const next = running.then(() =>
    locks ? locks.request('fijamex-envios-pendientes', deliver) : deliver(),
  )
  running = next.catch(() => {})
  return next
}
