/**
 * Malformed requests, generated: paths full of slashes, backslashes, dot segments, broken and
 * encoded control characters, odd methods and headers, sent as raw bytes over loopback (a fetch
 * client would normalise them away). Whatever arrives, the server must not answer 5xx, must not
 * send anyone off-site, and must not serve a file from outside the built site.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { openCatalogueDb } from './catalogue/db.ts'
import { CATALOGUE_DIR } from './catalogue/load-csv.ts'

const REQUESTS = 2400
const SECRET = 'SECRET-OUTSIDE-THE-SITE-7f3a'

function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'fuzz-'))
  const client = join(root, 'client')
  mkdirSync(join(client, 'assets'), { recursive: true })
  mkdirSync(join(client, 'tornillo-caliper'))
  writeFileSync(join(client, 'index.html'), '<!DOCTYPE html><h1>Inicio</h1>')
  writeFileSync(join(client, 'tornillo-caliper/index.html'), '<!DOCTYPE html><h1>Caliper</h1>')
  writeFileSync(join(client, 'assets/app.js'), 'console.log(1)')
  writeFileSync(join(client, '404.html'), '<!DOCTYPE html><h1>Página no encontrada</h1>')
  // Files a path traversal would reach: beside and above the site.
  writeFileSync(join(root, 'secret.txt'), SECRET)
  writeFileSync(join(root, 'client.txt'), SECRET)
  return client
}

// A small deterministic generator, so a failure can be replayed.
let seed = 0x2f6b_1c3d
function random(): number {
  seed ^= seed << 13
  seed ^= seed >>> 17
  seed ^= seed << 5
  return (seed >>> 0) / 2 ** 32
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

const PIECES = [
  '/',
  '//',
  '///',
  '\\',
  '\\\\',
  '%5c',
  '%5C',
  '%2f',
  '%2F',
  '.',
  '..',
  '%2e%2e',
  '%2E%2E/',
  '../',
  '..\\',
  '%00',
  '%0d%0a',
  '%0a',
  '%09',
  '%20',
  '%',
  '%e0%a4%a',
  '%ff',
  '%c0%af',
  '?',
  '#',
  ';',
  '@',
  ':',
  'evil.com',
  'http://evil.com',
  'https:',
  'secret.txt',
  'client.txt',
  'index.html',
  'assets',
  'app.js',
  'tornillo-caliper',
  'api',
  'productos',
  'marca',
  'Sedán',
  'v1.0',
  'email',
  'send',
  '__proto__',
  'constructor',
  '.vite',
  'manifest.json',
  'ñ',
  '🚗',
  'x'.repeat(300),
  '*',
  '~',
  '$',
  '&',
  '=',
  '"',
  "'",
  '<',
  '>',
  '{',
  '}',
  '|',
  '^',
  '`',
]
const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'FOO',
]
const HEADERS = [
  'Accept-Encoding: br, gzip',
  'Accept-Encoding: x, y;q=abc, *',
  'Range: bytes=0-10',
  'Range: bytes=999999-',
  'Range: bytes=-5,0-',
  'If-None-Match: "x", *',
  'If-Modified-Since: not a date',
  'Content-Type: application/json',
  'Content-Type: text/plain',
  'Content-Length: 5\r\n\r\n{"a":',
  'Origin: https://evil.com',
  'X-Forwarded-Host: evil.com',
  'Host: evil.com',
  'Accept: */*',
]

function randomPath(): string {
  let path = pick(['/', '//', '/\\', '', '/%2e%2e/', '/api/', '/assets/', '/tornillo-caliper/'])
  const count = 1 + Math.floor(random() * 6)
  for (let i = 0; i < count; i++) path += pick(PIECES)
  if (random() < 0.5) path += '/'
  // Raw bytes the HTTP parser may or may not accept; spaces would split the request line.
  return path.replaceAll(' ', '%20') || '/'
}

type Answer = { status: number; location?: string; body: string }

function send(port: number, head: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${head}`)))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(text)?.[1]
      resolve({ status, location, body: text })
    })
    socket.write(head)
  })
}

let server: ServerType
let port = 0
beforeAll(async () => {
  const app = createApp({ clientDir: site(), catalogueDb: openCatalogueDb(CATALOGUE_DIR) })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port
      resolve()
    })
  })
})
afterAll(() => {
  server.close()
})

it(`answers ${REQUESTS} malformed requests without a 5xx, an off-site redirect or a file from outside the site`, async () => {
  const problems: string[] = []
  const statuses = new Map<number, number>()
  let next = 0
  async function worker() {
    while (next < REQUESTS) {
      next++
      const method = pick(METHODS)
      const path = randomPath()
      const headers = Array.from({ length: Math.floor(random() * 3) }, () => pick(HEADERS))
      if (!headers.some((header) => header.startsWith('Host:'))) headers.unshift('Host: 127.0.0.1')
      const head = `${method} ${path} HTTP/1.1\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`
      const answer = await send(port, head)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      const where = `${method} ${JSON.stringify(path)} ${JSON.stringify(headers)}`
      if (answer.status === 0 || answer.status >= 500)
        problems.push(`${answer.status} for ${where}`)
      if (answer.location !== undefined && !/^\/(?![/\\])/.test(answer.location)) {
        problems.push(`Location ${answer.location} for ${where}`)
      }
      if (answer.body.includes(SECRET)) problems.push(`file outside the site for ${where}`)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  expect(problems.slice(0, 20)).toEqual([])
  expect([...statuses.values()].reduce((a, b) => a + b)).toBe(REQUESTS)
}, 60_000)

it('answers 400, never 500, to a Host no URL can hold, on pages, files, the API and the 404', async () => {
  const answers: string[] = []
  for (const host of ['xn--', '256.1.1.1', '1.2.3.4.5', '0x7g.0.0.1'])
    for (const path of ['/', '/blog', '/tornillo-caliper/', '/no-existe', '/api/marcas'])
      for (const method of ['GET', 'HEAD']) {
        const answer = await send(
          port,
          `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        )
        answers.push(`${method} ${path} with Host ${host}: ${answer.status}`)
      }
  expect(answers.filter((answer) => !answer.endsWith(': 400'))).toEqual([])
})

it('answers 400 to an absolute-form target (a proxy request) and to one a URL cannot hold', async () => {
  const answers: string[] = []
  for (const target of [
    'http://evil.example/',
    'http://evil.example/pernos-para-puerta',
    'https://127.0.0.1/blog',
    'http://[::1/x',
    '*',
  ]) {
    const answer = await send(
      port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    )
    answers.push(`${target}: ${answer.status}`)
  }
  expect(answers.filter((answer) => !answer.endsWith(': 400'))).toEqual([])
})
