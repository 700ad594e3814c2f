/**
 * `npx node bench/rendered-content.ts`: how fast the server answers a page it rendered from the
 * published content (the first render, then kept), beside a page the build wrote, on the same
 * server. Serves the live build (dist-e2e-live, `npx node tests/e2e/live/build.ts`) as production
 * serves it, its Sanity answered by the end-to-end tests' stand-in; publishes a page the build
 * never saw with a signed webhook, then loads each page (Brotli, `--connections`, `--seconds`): p50,
 * p90, p95 and p99.
 *
 *   npx node bench/rendered-content.ts [--port 4532] [--seconds 10] [--connections 10]
 */
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { startSanityApi } from '../tests/e2e/live/sanity-api.ts'
import { loadUrl } from './load.ts'
import { startProductionServer } from './production-server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4532' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
})
const root = join(import.meta.dirname, '..')
const build = join(root, 'dist-e2e-live')
if (!existsSync(join(build, 'server/entry-server.js'))) {
  console.error('No live build: run "npx node tests/e2e/live/build.ts" first.')
  process.exit(1)
}
const projectId = 'benchproject'
const secret = 'bench-secret'
const sanityPort = Number(values.port) + 1
const origin = `http://127.0.0.1:${values.port}`
const snapshot = join(root, 'studio/data/production.ndjson')

const sanity = await startSanityApi({
  port: sanityPort,
  projectId,
  dataset: 'production',
  snapshot,
})
const server = await startProductionServer(values.port, {
  CLIENT_DIR: join(build, 'client'),
  CSP_HASHES_FILE: join(build, 'csp-script-hashes.json'),
  VITE_SANITY_PROJECT_ID: projectId,
  SANITY_API_HOST: `http://127.0.0.1:${sanityPort}`,
  SANITY_WEBHOOK_SECRET: secret,
  VITALS_DB: 'off',
})

try {
  // A page the build never saw: the privacy page's sections under a new path and title.
  const privacy = readFileSync(snapshot, 'utf8')
    .split('\n')
    .map((line) => (line ? JSON.parse(line) : undefined))
    .find((doc) => doc?._id === 'page.aviso-de-privacidad')
  const page = { ...privacy, _id: 'page.bench', path: '/pagina-publicada', title: 'Publicada' }
  await fetch(`http://127.0.0.1:${sanityPort}/_stand-in/changes`, {
    method: 'POST',
    body: JSON.stringify({ put: [page] }),
  })
  const body = JSON.stringify(page)
  const published = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    body,
    headers: { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret) },
  })
  if (!published.ok) throw new Error(`the webhook answered ${published.status}`)
  const first = performance.now()
  const rendered = await fetch(`${origin}${page.path}`)
  const firstMs = performance.now() - first
  if (rendered.status !== 200) throw new Error(`${page.path} answered ${rendered.status}`)
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; first render of ${page.path}: ${firstMs.toFixed(0)} ms`,
  )
  for (const [label, path] of [
    ['rendered from the content, kept', page.path],
    ['prerendered by the build', '/aviso-de-privacidad'],
  ]) {
    const result = await loadUrl(
      `${origin}${path}`,
      Number(values.connections),
      Number(values.seconds),
      { headers: { 'accept-encoding': 'br' } },
    )
    const { p50, p90, p95, p99 } = result.latency
    console.log(
      `${label} (${path}): ${result.requests.total} requests, p50 ${p50} ms, p90 ${p90} ms, p95 ${p95} ms, p99 ${p99} ms, errors ${result.errors}, statuses ${JSON.stringify(result.statusCodeStats)}`,
    )
  }
  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
} finally {
  server.kill()
  sanity.close()
}
