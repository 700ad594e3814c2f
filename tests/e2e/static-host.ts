import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join } from 'node:path'
import { type HeaderRules, parseHeadersFile, patternMatches } from '../../scripts/headers-file'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/** Every matching rule's headers, a header set by several rules joined with a comma. */
function headersFor(rules: HeaderRules, path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [pattern, entries] of rules) {
    if (!patternMatches(pattern, path)) continue
    for (const [name, value] of entries)
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  return headers
}

/**
 * A stand-in for a static host (Cloudflare Pages, Netlify) serving a build folder: files and
 * page folders as they are, the closest 404.html with HTTP 404 for anything else, and the
 * headers of every `_headers` rule that matches the path.
 */
export async function serveStaticHost(dir: string): Promise<{ server: Server; url: string }> {
  const rules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'))
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
    const bare = path.replace(/\/+$/, '')
    let status = 200
    let file = [join(dir, path), join(dir, bare, 'index.html')]
    let found = ''
    for (const candidate of file) if (!found && (await isFile(candidate))) found = candidate
    if (!found) {
      status = 404
      file = [join(dir, bare.slice(0, bare.lastIndexOf('/')), '404.html'), join(dir, '404.html')]
      for (const candidate of file) if (!found && (await isFile(candidate))) found = candidate
    }
    response.writeHead(status, {
      'Content-Type': TYPES[extname(found)] ?? 'application/octet-stream',
      ...headersFor(rules, path),
    })
    response.end(await readFile(found))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { server, url: `http://127.0.0.1:${port}` }
}
