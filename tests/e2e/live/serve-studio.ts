/**
 * Serves the stand-in Studio page (built into dist-e2e-live/studio by tests/e2e/live/build.ts)
 * on E2E_STUDIO_PORT, for the end-to-end tests of the Presentation tool. A real local server,
 * as the Studio is: a page the browser fetched from nowhere may not frame localhost.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { E2E_STUDIO_PORT, LIVE_BUILD } from '../helpers.ts'

const dir = resolve(import.meta.dirname, '../../..', LIVE_BUILD.dir, 'studio')
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' }

createServer(async (request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname)
  const file = join(dir, path === '/' ? 'index.html' : path)
  const body = file.startsWith(dir) ? await readFile(file).catch(() => undefined) : undefined
  if (!body) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  response.end(body)
}).listen(E2E_STUDIO_PORT, 'localhost', () => {
  console.log(`stand-in Studio on ${LIVE_BUILD.studioUrl}`)
})
