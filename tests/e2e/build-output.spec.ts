import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { headerValuesFor, parseHeadersFile } from '../../scripts/headers-file'
import { inlineScriptHashes } from '../../server/http/inline-script-hashes'
import { pageScriptPolicy } from '../../server/security-headers'
import { LIVE_BUILD } from './helpers'
import { expect, test } from './test'

/**
 * React DOM, the router and React are most of the first load; the shell (header, menus with the
 * search field, footer, route table and heads) adds the rest. Sections, the blog post page, the
 * site search's index and engine and everything below them are parts of their own. The guard
 * sits a few KB above the measure (bench/README.md), well under the 140 KB target, so that a
 * library slipping into the first load fails here.
 */
const HOME_JS_BUDGET_BYTES = 120 * 1024

/**
 * Both builds the tests serve: the default one on the embedded snapshot, and one made with a
 * Sanity project (live content and the Presentation tool, loaded on demand).
 */
const builds = [
  { name: 'snapshot build', dir: 'dist/client', sanity: false },
  { name: 'build with a Sanity project', dir: `${LIVE_BUILD.dir}/client`, sanity: true },
]

/** What identifies each library or text in the built JavaScript. */
const markers = {
  'groq-js': 'GroqSyntaxError',
  '@sanity/client': 'apicdn.sanity.io',
  'the live code': 'live/events',
  'the visual-editing code': 'sanity-visual-editing',
  'the page query': 'coalesce(sections[]',
  'the snapshot path': 'production.ndjson',
}
type Marker = keyof typeof markers

/**
 * The scripts a first visit to a page downloads: its module entry and modulepreloads, whether
 * tags in the HTML or requested by the inline loader after the first paint.
 */
function firstLoadScripts(html: string): string[] {
  const loaders = [...html.matchAll(/<script>([^<]*)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.includes('modulepreload'))
  const sources = [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...loaders.flatMap((body) => [...body.matchAll(/"(\/assets\/[^"]+\.js)"/g)]),
  ].map((match) => match[1] ?? '')
  return [...new Set(sources)]
}

/** Prerendered pages of each kind: home, a content page, a product page, a blog post. */
const samplePages = [
  'index.html',
  'aviso-de-privacidad/index.html',
  'pernos-para-puerta/index.html',
  'blog/index.html',
]

test('snapshot build: a page requests only the heading face and its top picture before its first paint (no stylesheet, other preload or script tag)', async () => {
  for (const file of samplePages) {
    const html = await readFile(join('dist/client', file), 'utf8')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, `${file}: stylesheet link`).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(html, `${file}: modulepreload`).not.toMatch(/<link[^>]+rel="modulepreload"/)
    // The headings' face (styles/fonts.css), which the largest text of a first screen is set in,
    // and the picture at the top of the page, if it has one (React preloads an image that is not
    // lazy: the largest element of a first screen that shows one), and nothing else.
    const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]*>/g)].map((match) => match[0])
    const fonts = preloads.filter((link) => link.includes('as="font"'))
    const pictures = preloads.filter((link) => link.includes('as="image"'))
    expect(fonts, `${file}: font preloads`).toHaveLength(1)
    for (const link of fonts)
      expect(link, `${file}: preload`).toMatch(
        /^(?=.*type="font\/woff2")(?=.*href="\/assets\/barlow-condensed-latin-700-[^"]+\.woff2")(?=.*crossorigin=)/,
      )
    expect(pictures.length, `${file}: picture preloads`).toBeLessThanOrEqual(1)
    for (const link of pictures)
      expect(link, `${file}: preload`).toMatch(/href="\/img\/imagenes\/[a-zA-Z]+\.svg"/)
    expect(preloads.length, `${file}: other preloads`).toBe(fonts.length + pictures.length)
    expect(html, `${file}: script with src`).not.toMatch(/<script[^>]+src=/)
    // The styles are inline and the scripts start from the loader once the page is painted.
    expect(head, `${file}: inline styles`).toMatch(/<style[^>]*>[^<]{1000,}/)
    expect(firstLoadScripts(html).length, `${file}: loader`).toBeGreaterThan(0)
  }
})

async function javascript(dir: string): Promise<Map<string, string>> {
  const assets = join(dir, 'assets')
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'))
  return new Map(
    await Promise.all(
      files.map(
        async (file) => [`/assets/${file}`, await readFile(join(assets, file), 'utf8')] as const,
      ),
    ),
  )
}

function holding(code: Map<string, string>, marker: Marker): string[] {
  return [...code].filter(([, text]) => text.includes(markers[marker])).map(([file]) => file)
}

for (const build of builds) {
  test(`${build.name}: the home page loads at most ${HOME_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip) on first visit`, async () => {
    const html = await readFile(join(build.dir, 'index.html'), 'utf8')
    const scripts = firstLoadScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    let total = 0
    for (const src of scripts) total += gzipSync(await readFile(join(build.dir, src))).length
    console.log(
      `${build.name}, home first-load JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
    )
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES)
  })

  test(`${build.name}: no first-load script holds content libraries, live code or query text`, async () => {
    const html = await readFile(join(build.dir, 'index.html'), 'utf8')
    const code = await javascript(build.dir)
    const firstLoad = new Map([...code].filter(([file]) => firstLoadScripts(html).includes(file)))
    expect(firstLoad.size).toBeGreaterThan(0)
    for (const marker of Object.keys(markers) as Marker[]) {
      expect(holding(firstLoad, marker), `${marker} in the first load`).toEqual([])
    }
  })
}

test("snapshot build: the quote list's store is in no page's first load; the list's page brings it", async () => {
  const manifest = JSON.parse(await readFile('dist/vite-manifest.json', 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >
  const [key, chunk] = Object.entries(manifest).find(([name]) => name.startsWith('_store-')) ?? []
  expect(chunk, 'the store has a chunk of its own').toBeDefined()
  const store = chunk?.file
  for (const file of [...samplePages, 'pernos-para-puerta/pp-1/index.html']) {
    const html = await readFile(join('dist/client', file), 'utf8')
    expect(firstLoadScripts(html), file).not.toContain(`/${store}`)
  }
  // The list's page brings it with its own code.
  const listPage = Object.values(manifest).find((entry) => entry.file.includes('/cotizacion-')) as
    | { imports?: string[] }
    | undefined
  expect(listPage?.imports).toContain(key)
})

test('snapshot build: no script at all holds content libraries, live code or query text', async () => {
  const code = await javascript('dist/client')
  for (const marker of Object.keys(markers) as Marker[]) {
    expect(holding(code, marker), marker).toEqual([])
  }
})

test('snapshot build: no script holds drawing code (pictures/ is drawn at build time, shown as files)', async () => {
  const code = await javascript('dist/client')
  // What only drawing code writes: a render's or a drawing's mark, a shaded solid's gradient.
  for (const marker of ['"data-render"', '"data-pin"', 'linearGradient', 'radialGradient'])
    expect(
      [...code].filter(([, text]) => text.includes(marker)).map(([file]) => file),
      marker,
    ).toEqual([])
})

test('build with a Sanity project: live code, the client and the queries only in parts loaded later', async () => {
  const code = await javascript(`${LIVE_BUILD.dir}/client`)
  // Present, so the checks above are not vacuous for this build…
  for (const marker of [
    '@sanity/client',
    'the live code',
    'the visual-editing code',
    'the page query',
  ] as const) {
    expect(holding(code, marker), marker).not.toEqual([])
  }
  // …and what only the build machine needs stays out even here.
  expect(holding(code, 'groq-js')).toEqual([])
  expect(holding(code, 'the snapshot path')).toEqual([])
})

test("real visitors' vitals: web-vitals only in a part loaded after the page, none without an endpoint", async () => {
  // A text of the web-vitals library (its LCP observer's entry type).
  const library = 'largest-contentful-paint'
  const code = await javascript('dist/client')
  const html = await readFile('dist/client/index.html', 'utf8')
  const holders = [...code].filter(([, text]) => text.includes(library)).map(([file]) => file)
  // The local build sets VITE_VITALS_ENDPOINT: the library is there, in one later chunk…
  expect(holders).toHaveLength(1)
  expect(firstLoadScripts(html)).not.toContain(holders[0])
  // …and the build made without it (the live build) has none of it.
  const live = await javascript(`${LIVE_BUILD.dir}/client`)
  expect([...live].filter(([, text]) => text.includes(library)).map(([file]) => file)).toEqual([])
})

/** Every HTML file of a build, by its path under the client folder. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
}

/** The address a host serves a built HTML file at; a 404 page's, any path it has no file for. */
function servedAt(file: string): string {
  if (file.endsWith('404.html')) return `/${file.replace(/404\.html$/, '')}no-existe-en-el-sitio`
  return `/${file.replace(/(^|\/)index\.html$/, '')}`
}

for (const build of builds) {
  test(`${build.name}: _headers within the hosts' 100 rules, a policy for every page, each page's scripts in its own meta`, async () => {
    const rules = parseHeadersFile(await readFile(join(build.dir, '_headers'), 'utf8'))
    console.log(`${build.name}: _headers has ${rules.size} rules`)
    expect(rules.size).toBeLessThanOrEqual(100)
    const files = await htmlFiles(build.dir)
    expect(files).toContain('404.html')
    expect(files).toContain('pernos/index.html')
    for (const file of files) {
      const policies = headerValuesFor(rules, servedAt(file), 'Content-Security-Policy')
      expect(policies, `${file}: header policy`).toHaveLength(1)
      const html = await readFile(join(build.dir, file), 'utf8')
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)
      expect(meta?.[1], `${file}: meta policy`).toBe(pageScriptPolicy(inlineScriptHashes(html)))
      const firstScript = html.indexOf('<script')
      if (firstScript !== -1)
        expect(meta?.index, `${file}: meta before every script`).toBeLessThan(firstScript)
    }
    expect(
      headerValuesFor(rules, '/_data/pages/index.json', 'Content-Security-Policy'),
    ).toHaveLength(2)
  })
}

for (const build of builds) {
  test(`${build.name}: every page's markup stands in place in its HTML, none streamed in behind a script`, async () => {
    // React streams a part that suspended while rendering as a hidden segment and a script that
    // moves it in: without JavaScript it would stay hidden.
    for (const file of await htmlFiles(build.dir)) {
      const html = await readFile(join(build.dir, file), 'utf8')
      expect(/<div hidden id="S:\d+"/.exec(html)?.[0], `${file}: a hidden segment`).toBeUndefined()
    }
  })
}

for (const build of builds) {
  test(`${build.name}: no element's class names a style that does not exist`, async () => {
    // A class read from a CSS module that lacks it renders as the word "undefined".
    for (const file of await htmlFiles(build.dir)) {
      const html = await readFile(join(build.dir, file), 'utf8')
      const missing = /class="(?:[^"]* )?(?:undefined|null)(?: [^"]*)?"/.exec(html)?.[0]
      expect(missing, `${file}: a class that names no style`).toBeUndefined()
    }
  })
}
