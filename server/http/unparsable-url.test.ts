import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { securityHeaderSet } from '../security-headers.ts'
import { listen } from '../test-listen.ts'

// The 400 for a request no URL can hold, as raw bytes over loopback (fetch would refuse to send it).

const dir = mkdtempSync(join(tmpdir(), 'unparsable-'))
writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')

let server: Awaited<ReturnType<typeof listen>>
beforeAll(async () => {
  server = await listen(createApp({ clientDir: dir, catalogueDb: undefined }))
})
afterAll(() => server.close())

/** The status and headers (lower-case names) of the answer to a raw request. */
function send(head: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.end(head))
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [statusLine = '', ...lines] = text.split('\r\n\r\n')[0]?.split('\r\n') ?? []
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':')
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const
        }),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers })
    })
  })
}

it('answers a Host no URL can hold and an absolute-form target 400, with every security header', async () => {
  const expected = Object.keys(securityHeaderSet({})).map((name) => name.toLowerCase())
  for (const head of [
    'GET / HTTP/1.1\r\nHost: xn--\r\n\r\n',
    'GET /api/marcas HTTP/1.1\r\nHost: 256.1.1.1\r\n\r\n',
    'GET http://otro.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
  ]) {
    const answer = await send(head)
    expect(answer.status, head).toBe(400)
    for (const name of expected) expect(answer.headers.has(name), `${name}: ${head}`).toBe(true)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  }
})
