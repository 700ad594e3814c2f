/**
 * `npm run load:production`: a bounded load run against the built site served as production
 * serves it (NODE_ENV=production npm run serve, in a process of its own), mixing pages,
 * revisits, the 404 page, catalogue answers, compressed and not, and a send to the outbox that
 * production must not have. Passes when no request fails, times out or answers 5xx, and the
 * outbox answers 404. Needs a build (npm run build).
 *
 *   node bench/load-production.ts [--port 4531] [--seconds 10] [--connections 10]
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { loadRun } from './load.ts'
import { startProductionServer } from './production-server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4531' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
})
const origin = `http://127.0.0.1:${values.port}`
const server = await startProductionServer(values.port)

try {
  const outbox = await fetch(`${origin}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  const page = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'identity' } })
  const etag = page.headers.get('etag') ?? ''
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  const result = await loadRun({
    origin,
    connections: Number(values.connections),
    seconds: Number(values.seconds),
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
      { method: 'GET', path: '/', headers: { 'if-none-match': etag } },
      { method: 'GET', path: '/pernos-para-puerta', headers: { 'accept-encoding': 'gzip' } },
      { method: 'GET', path: '/no-existe', headers: { 'accept-encoding': 'br' } },
      { method: 'GET', path: '/api/productos', headers: { 'accept-encoding': 'br' } },
      { method: 'GET', path: '/api/marcas' },
      { method: 'GET', path: '/api/productos/modelo/Sed%C3%A1n' },
      { method: 'GET', path: '//evil.com/' },
      {
        method: 'POST',
        path: '/api/v1.0/email/send',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    ],
  })
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  )
  const fiveHundreds = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0)
  console.log(
    `${result.requests.total} requests in ${values.seconds} s (${result.requests.average.toFixed(0)}/s), ` +
      `p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, ` +
      `5xx ${fiveHundreds}; statuses ${JSON.stringify(statuses)}`,
  )
  console.log(`outbox in production: ${outbox.status}`)
  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  if (result.errors + result.timeouts + fiveHundreds > 0 || outbox.status !== 404) {
    process.exitCode = 1
  }
} finally {
  server.kill()
}
