import { logText } from './log-text.ts'

/** One line per kind of error at most this often; the next line says how many came meanwhile. */
const INTERVAL_MS = 60_000
/** Kinds remembered at once: a stranger who varies the error cannot grow the map without bound. */
const MAX_KINDS = 500

type Options = { intervalMs?: number; now?: () => number; write?: (line: string) => void }

/**
 * The server's error log: one line per kind of error (its name, first message line and where in
 * the code it was thrown) at most once a minute, with a count of those left unlogged since, and
 * never a stack trace per request. A flood of one bad request costs one line a minute.
 */
export function createErrorLog({
  intervalMs = INTERVAL_MS,
  now = Date.now,
  write = (line) => console.error(line),
}: Options = {}) {
  const kinds = new Map<string, { loggedAt: number; unlogged: number }>()
  return (error: unknown, request: string) => {
    const kind = logText(describe(error)).slice(0, 300)
    const time = now()
    const seen = kinds.get(kind)
    if (seen && time - seen.loggedAt < intervalMs) {
      seen.unlogged++
      return
    }
    if (!seen && kinds.size >= MAX_KINDS) kinds.delete(kinds.keys().next().value as string)
    const since = seen?.unlogged ? ` (${seen.unlogged} more since the last line)` : ''
    kinds.set(kind, { loggedAt: time, unlogged: 0 })
    write(`server error: ${kind}; first at ${logText(request).slice(0, 200)}${since}`)
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const place = error.stack
    ?.split('\n')
    .find((line) => line.trim().startsWith('at '))
    ?.trim()
  return `${error.name}: ${error.message.split('\n')[0]}${place ? ` ${place}` : ''}`
}
