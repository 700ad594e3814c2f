/**
 * Screenshots of the built Studio (`npm run studio:build` first) with Sanity's API answered by
 * the snapshot: `npm run studio:screenshots` writes PNGs of the desk and document forms to
 * screenshots/studio/. Every request to *.sanity.io is intercepted in the browser: the signed-in
 * user, the project, the grants, GROQ queries (groq-js over studio/data/production.ndjson) and
 * documents by id. Nothing reaches Sanity; what a real project adds (presence, history, listeners
 * that push changes) is answered empty.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { chromium, type Route } from '@playwright/test'
import { evaluate, parse } from 'groq-js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'studio/dist')
const out = join(root, 'screenshots/studio')
const port = Number(process.env.PORT || 4520)
const documents = (await readFile(join(root, 'studio/data/production.ndjson'), 'utf8'))
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { _id: string; _type: string })
  .map((doc) => ({
    ...doc,
    _rev: 'snapshot',
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-03-10T00:00:00Z',
  }))
// Not in the snapshot: a draft page at a path the site already uses (public/og), to see the
// content rules' refusal as staff see it.
documents.push({
  _id: 'drafts.page.ruta-reservada',
  _type: 'page',
  title: 'Ruta reservada',
  path: '/og',
  seo: {
    _type: 'seo',
    title: 'Ruta reservada',
    description: 'Una página que el sitio no puede publicar.',
  },
  sections: [],
  _rev: 'snapshot',
  _createdAt: '2025-01-01T00:00:00Z',
  _updatedAt: '2025-03-10T00:00:00Z',
} as (typeof documents)[number])

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** The Studio build as a single-page app: unknown paths get index.html. */
const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
  const file = join(dist, path)
  try {
    const body = await readFile(
      file.startsWith(dist) && extname(file) ? file : join(dist, 'index.html'),
    )
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'text/html' })
    response.end(body)
  } catch {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(await readFile(join(dist, 'index.html')))
  }
})
await new Promise<void>((done) => server.listen(port, done))

const user = {
  id: 'pEditor',
  name: 'Ventas Fijamex',
  email: 'ventas@fijamex.mx',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
}
const grants = [
  {
    filter: '_id in path("**")',
    permissions: ['read', 'update', 'create', 'history', 'editHistory'],
  },
]

async function query(url: URL, body?: string) {
  const fromBody = body
    ? (JSON.parse(body) as { query: string; params?: Record<string, unknown> })
    : undefined
  const text = fromBody?.query ?? url.searchParams.get('query') ?? ''
  const params: Record<string, unknown> = { ...fromBody?.params }
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  }
  // A document list with an empty search box asks for every document through text::query,
  // which groq-js lacks: an empty search ("*") matches everything.
  const groq =
    params.__query && params.__query !== '*'
      ? text
      : text.replace(
          /\(\[@, _id\] match text::query\(\$__query\) \|\| references\(\$__rawQuery\)\)/,
          'true',
        )
  try {
    const result = await (
      await evaluate(parse(groq, { params }), { dataset: documents, params })
    ).get()
    return { ms: 1, query: text, result, syncTags: [] }
  } catch (error) {
    if (process.env.DEBUG) console.log(groq, params, error)
    // Search ranking (score(), text::query…) is beyond groq-js: no hits.
    unanswered.add(`query ${text.slice(0, 80)}…`)
    return { ms: 1, query: text, result: [], syncTags: [] }
  }
}

const unanswered = new Set<string>()

async function answer(route: Route) {
  const request = route.request()
  const url = new URL(request.url())
  const path = url.pathname.replace(/^\/v[^/]+/, '')
  const json = (body: unknown) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {
        'access-control-allow-origin': `http://localhost:${port}`,
        'access-control-allow-credentials': 'true',
      },
      body: JSON.stringify(body),
    })
  if (request.method() === 'OPTIONS')
    return route.fulfill({
      status: 204,
      headers: {
        'access-control-allow-origin': `http://localhost:${port}`,
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      },
    })
  if (path === '/users/me') return json(user)
  if (/^\/projects\/[^/]+$/.test(path))
    return json({
      id: 'local0000',
      displayName: 'Fijamex',
      members: [{ id: user.id, role: 'administrator', roles: user.roles }],
      metadata: {},
    })
  if (/\/datasets\/[^/]+\/acl$/.test(path) || path.endsWith('/grants')) return json(grants)
  if (/\/datasets$/.test(path)) return json([{ name: 'production', aclMode: 'public' }])
  if (path.startsWith('/data/query/'))
    return json(await query(url, request.postData() ?? undefined))
  if (path.startsWith('/data/doc/')) {
    const ids = decodeURIComponent(path.split('/').pop() ?? '').split(',')
    return json({ documents: documents.filter((doc) => ids.includes(doc._id)), omitted: [] })
  }
  if (path.startsWith('/data/listen/'))
    return route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: 'event: welcome\ndata: {"listenerName":"snapshot"}\n\n',
    })
  if (path.startsWith('/users/')) return json([user])
  unanswered.add(`${request.method()} ${url.hostname}${url.pathname}`)
  return json({})
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const context = await browser.newContext({
  viewport: { width: 1440, height: 900 },
  locale: 'es-MX',
})
await context.addInitScript(() => {
  // The Studio's stored session: a token makes it ask /users/me, which the fixtures answer.
  localStorage.setItem(
    '__studio_auth_token_local0000',
    JSON.stringify({ token: 'snapshot', time: new Date().toISOString() }),
  )
})
await context.route(/\.sanity\.(io|work)\//, answer)
await context.route(/sanity-cdn\.com/, (route) => route.fulfill({ status: 404, body: '' }))
const page = await context.newPage()
page.on('pageerror', (error) => console.log(`page error: ${error.message}`))

/** Opens a tab of the document form (its field group). */
const openTab = (name: string) => async () => {
  await page
    .getByRole('tab', { name })
    .click()
    .catch(() => console.log(`no ${name} tab`))
  await page.waitForTimeout(1000)
}

const shots: [string, string, (() => Promise<void>)?][] = [
  ['desk', '/structure'],
  ['ajustes-del-sitio', '/structure/siteSettings'],
  // The dialog of one hours row: its times from the list, its breadcrumb naming the reading.
  [
    'horario-dialogo',
    '/structure/siteSettings',
    async () => {
      await openTab('Horarios')()
      await page
        .getByText('Lunes a viernes')
        .first()
        .click()
        .catch(() => console.log('no hours row'))
      await page.waitForTimeout(1500)
    },
  ],
  ['pagina-inicio', '/structure/page;page.home'],
  [
    'pagina-ruta-reservada',
    '/structure/page;page.ruta-reservada',
    async () => {
      await page
        .getByRole('button', { name: /validaci/i })
        .first()
        .click()
        .catch(() => console.log('no validation button'))
      await page.waitForTimeout(1500)
    },
  ],
  ['pagina-inicio-seo', '/structure/page;page.home', openTab('SEO')],
  ['cifras', '/structure/claim'],
  ['entradas-del-blog', '/structure/post'],
  ['entrada-del-blog', '/structure/post;post.birlo-hexagonal-o-integrado-al-cubo'],
  // Its date: typed day first, spelled out in Spanish under the input.
  [
    'entrada-del-blog-fecha',
    '/structure/post;post.birlo-hexagonal-o-integrado-al-cubo',
    async () => {
      await page
        .getByText('Fecha de publicación')
        .first()
        .evaluate((label) => label.scrollIntoView({ block: 'center' }))
        .catch(() => console.log('no date field'))
      await page.waitForTimeout(1000)
    },
  ],
]
const { mkdir } = await import('node:fs/promises')
await mkdir(out, { recursive: true })
for (const [name, path, open] of shots) {
  await page.goto(`http://localhost:${port}${path}`)
  await page.waitForTimeout(9000)
  await open?.()
  await page.screenshot({ path: join(out, `${name}.png`) })
  console.log(`wrote screenshots/studio/${name}.png`)
}
if (unanswered.size) console.log(`answered with {}: ${[...unanswered].join(', ')}`)
await browser.close()
server.close()
