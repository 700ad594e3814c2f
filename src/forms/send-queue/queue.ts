/**
 * Sends that wait for the signal: a form sent without a connection is kept here (localStorage,
 * so it outlives a closed app) and sent when the connection returns. Each is sent once: one
 * delivery runs at a time (in this page, and across tabs through the Web Locks API where the
 * browser has it), and a send is forgotten as soon as it went; one that failed stays for the
 * next delivery. The key alone is read by every page once it has loaded (src/offline/start.ts).
 */
import type { FormKind } from '../email-sender'
import { SEND_QUEUE_KEY } from './key'

export { SEND_QUEUE_KEY }

export type PendingSend = {
  id: string
  kind: FormKind
  params: Record<string, string>
  robotToken: string | null
  /** When it was kept (ISO 8601). */
  keptAt: string
}

const KINDS: readonly string[] = ['quote', 'contact', 'newsletter', 'quoteList', 'fitReport']

function isPendingSend(value: unknown): value is PendingSend {
  if (!value || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === 'string' &&
    typeof entry.kind === 'string' &&
    KINDS.includes(entry.kind) &&
    !!entry.params &&
    typeof entry.params === 'object' &&
    Object.values(entry.params).every((param) => typeof param === 'string') &&
    (entry.robotToken === null || typeof entry.robotToken === 'string') &&
    typeof entry.keptAt === 'string'
  )
}

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The sends waiting, oldest first; a damaged value reads as none. */
export function pendingSends(storage = defaultStorage()): PendingSend[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(SEND_QUEUE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isPendingSend) : []
  } catch {
    return []
  }
}

function write(entries: PendingSend[], storage: Storage | undefined) {
  if (entries.length === 0) storage?.removeItem(SEND_QUEUE_KEY)
  else storage?.setItem(SEND_QUEUE_KEY, JSON.stringify(entries))
}

/** Keeps a send for later; throws when the browser keeps nothing (storage blocked or full). */
export function keepSend(
  send: Pick<PendingSend, 'kind' | 'params' | 'robotToken'>,
  storage = defaultStorage(),
): PendingSend {
  if (!storage) throw new Error('Este navegador no guarda datos: no se pudo guardar el envío.')
  const entry: PendingSend = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    kind: send.kind,
    params: { ...send.params },
    robotToken: send.robotToken,
    keptAt: new Date().toISOString(),
  }
  write([...pendingSends(storage), entry], storage)
  return entry
}

export type Delivery = { sent: PendingSend[]; failed: PendingSend[] }

let running: Promise<unknown> = Promise.resolve()

/**
 * Sends every waiting send through `send`, one after another, forgetting each that went. Calls
 * made while one runs wait for it, then find the queue as it left it.
 */
export function sendPending(
  send: (entry: PendingSend) => Promise<void>,
  storage = defaultStorage(),
): Promise<Delivery> {
  const deliver = async (): Promise<Delivery> => {
    const result: Delivery = { sent: [], failed: [] }
    for (const entry of pendingSends(storage)) {
      try {
        await send(entry)
      } catch {
        result.failed.push(entry)
        continue
      }
      write(
        pendingSends(storage).filter((other) => other.id !== entry.id),
        storage,
      )
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
