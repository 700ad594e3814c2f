import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress, trustProxyFromEnv } from './client-address.ts'
import { clientOf } from './rate-limit.ts'

// What a client sent, then what our proxies appended: the edge proxy saw 203.0.113.7, the inner
// one saw the edge proxy at 10.0.0.2; the socket is the inner proxy at 10.0.0.3.
const spoofed = '198.51.100.66, 203.0.113.7, 10.0.0.2'

describe('clientAddress', () => {
  it('with no trusted proxy ignores the header and keys on the socket', () => {
    expect(clientAddress('10.0.0.3', spoofed, 0)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', undefined, 0)).toBe('10.0.0.3')
  })

  it('with one trusted proxy takes the last address, the one that proxy saw', () => {
    expect(clientAddress('10.0.0.3', spoofed, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7')
    // A visitor's own header cannot choose the bucket: only the proxy's entry counts.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7')
  })

  it('with two trusted proxies takes the second from the right', () => {
    expect(clientAddress('10.0.0.3', spoofed, 2)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.3', '5.6.7.8,203.0.113.7 ,10.0.0.2', 2)).toBe('203.0.113.7')
  })

  it('falls back to the leftmost entry when fewer, and to the socket when none or malformed', () => {
    expect(clientAddress('10.0.0.3', '203.0.113.7', 2)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.3', undefined, 1)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', 'not-an-address', 1)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', '2001:db8::1', 1)).toBe('2001:db8::1')
  })
})

describe('trustProxyFromEnv', () => {
  it('reads a whole number of hops, 0 when unset or unreadable', () => {
    expect(trustProxyFromEnv(undefined)).toBe(0)
    expect(trustProxyFromEnv('')).toBe(0)
    expect(trustProxyFromEnv('2')).toBe(2)
    expect(trustProxyFromEnv('-1')).toBe(0)
    expect(trustProxyFromEnv('1.5')).toBe(0)
    expect(trustProxyFromEnv('yes')).toBe(0)
  })
})

describe('clientOf', () => {
  it('reads the socket from the Node request and the header by the trusted hops', async () => {
    const seen: string[] = []
    for (const hops of [0, 1, 2]) {
      const app = new Hono()
      app.get('/', (c) => c.text(clientOf(c, hops)))
      const response = await app.request(
        '/',
        { headers: { 'X-Forwarded-For': spoofed } },
        { incoming: { socket: { remoteAddress: '10.0.0.3' } } },
      )
      seen.push(await response.text())
    }
    expect(seen).toEqual(['10.0.0.3', '10.0.0.2', '203.0.113.7'])
  })
})
