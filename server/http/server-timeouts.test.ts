import { connect } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_TIMEOUTS, serverTimeoutOptions } from './server-timeouts.ts'

// Small limits, so that the real server cuts a trickled request quickly.
const HEADERS_MS = 300
const REQUEST_MS = 1_500

// A cut request's body never arrives: its read fails, and nobody is left to answer.
const app = new Hono().post('/', async (c) => {
  const body = await c.req.text().catch(() => '')
  return c.text(`got ${body.length}`)
})

let server: ServerType
let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve(
      {
        fetch: app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        serverOptions: serverTimeoutOptions({
          headers: HEADERS_MS,
          request: REQUEST_MS,
          keepAlive: 1_000,
          checkEvery: 50,
        }),
      },
      (info) => {
        port = info.port
        resolve()
      },
    )
  })
})
afterAll(() => {
  server.close()
})

/**
 * Opens a connection, sends `start`, then one more piece every 100 ms (a slow-loris client that is
 * never idle); resolves with what the server answered and when it closed the connection.
 */
function trickle(start: string, piece: string): Promise<{ answer: string; closedAfter: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1', () => socket.write(start))
    const timer = setInterval(() => socket.write(piece), 100)
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ answer, closedAfter: performance.now() - started })
    })
    setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      reject(new Error('the server kept the connection open'))
    }, 5_000)
  })
}

describe('server timeouts', () => {
  it('are 10 s for headers and 30 s for the whole request in production', () => {
    expect(serverTimeoutOptions()).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
    })
    expect(SERVER_TIMEOUTS.checkEvery).toBeLessThanOrEqual(1_000)
  })

  it('cuts a request whose headers trickle in, at the headers limit', async () => {
    const { answer, closedAfter } = await trickle('POST / HTTP/1.1\r\nHost: a\r\n', 'X-A: b\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_MS - 50)
    expect(closedAfter).toBeLessThan(REQUEST_MS)
  })

  it('cuts a request whose body trickles in, at the request limit', async () => {
    const { answer, closedAfter } = await trickle(
      'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1000\r\n\r\nabc',
      'x',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_MS - 50)
    expect(closedAfter).toBeLessThan(REQUEST_MS + 1_500)
  })

  it('still answers a request sent whole', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'abc' })
    expect(await response.text()).toBe('got 3')
  })
})
