import { isIP } from 'node:net'

/**
 * The client's address behind `trustProxy` proxies of our own (TRUST_PROXY, default 0). Each
 * proxy appends the address it received the request from to X-Forwarded-For, so only the last
 * `trustProxy` entries were written by us; anything left of them is whatever the client sent.
 * With 0 the header is ignored and the socket's address counts. A header with fewer entries than
 * hops gives its leftmost one; a missing or malformed entry gives the socket's address.
 */
export function clientAddress(
  socket: string,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy <= 0 || !forwardedFor) return socket
  const entries = forwardedFor.split(',').map((entry) => entry.trim())
  const entry = entries[Math.max(0, entries.length - trustProxy)] ?? ''
  return isIP(entry) ? entry : socket
}

/** TRUST_PROXY: the number of proxies of ours in front of the server; 0 when unset or unreadable. */
export function trustProxyFromEnv(value = process.env.TRUST_PROXY): number {
  const hops = Number(value)
  return value?.trim() && Number.isInteger(hops) && hops >= 0 ? hops : 0
}
