/**
 * Renders every path of the route table and every part of the catalogue to static HTML in
 * dist/client, writes each route's content as JSON for client-side navigation, the 404 pages
 * (404.html from the catch-all route, {line page}/404.html from each line's part route,
 * blog/404.html from the post route), and a meta-refresh stub for each
 * redirect source (for static hosts; our server answers 301, Netlify reads _redirects). Every
 * page carries its own script policy in a meta (server/http/csp-meta.ts).
 * Runs after both Vite builds: `npm run build`. DIST_DIR (default dist) names another build
 * folder, for a second build side by side (the end-to-end tests' live-content site).
 */
import { rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadSsrBuild, sitePagePaths } from '../server/content/ssr-entry.ts'
import { partPagePaths } from '../src/catalogue/build-paths.ts'
import { PRODUCT_DRAWINGS_DIR } from '../src/catalogue/product-image.ts'
import { pageDataUrl, settingsDataUrl } from '../src/content/data-url.ts'
import { NOT_FOUND_DOCUMENTS } from '../src/routing/not-found-document.ts'
import { SEARCH_INDEX_URL } from '../src/search/index-url.ts'
import { catalogueExample, type LlmsPage, llmsTxt } from '../src/seo/llms-txt.ts'
import { sitemapXml } from '../src/seo/sitemap-xml.ts'
import { pagePaths, unlistedPages } from '../src/site/pages.ts'
import { redirectHref, redirectSources } from '../src/site/redirects.ts'
import { buildCatalogueApi } from './catalogue/build-api.ts'
import { buildCatalogueReader } from './catalogue/build-reader.ts'
import { precompress } from './precompress.ts'
import { prerenderPage, renderPath, writeBuilt } from './prerender-page.ts'
import { robotsTxt, staticHeaders } from './site-files.ts'
import { staticRedirects } from './static-redirects.ts'

/** Brotli's level for the per-part pages and pictures (11 for the rest). */
const PART_BROTLI_QUALITY = 5

const root = resolve(import.meta.dirname, '..')
const distDir = resolve(root, process.env.DIST_DIR || 'dist')
const clientDir = join(distDir, 'client')
const started = performance.now()

// Vite writes its manifest into the public folder; it is moved beside it (no host serves it).
await rename(join(clientDir, '.vite/manifest.json'), join(distDir, 'vite-manifest.json')).catch(
  () => {},
)
await rm(join(clientDir, '.vite'), { recursive: true, force: true })
const build = await loadSsrBuild(distDir, clientDir)
const server = build.entry
// Pages that show the catalogue (the door pins' first page, each line table's first rows) ask its
// API while they render.
const catalogueApi = buildCatalogueApi()
if (catalogueApi) server.provideCatalogueApi(catalogueApi)

// The route table's pages, then every other page the content holds (created in the Studio).
const pages = await sitePagePaths(server, (path) =>
  console.warn(`skipped the page at ${path}: that path redirects elsewhere`),
)
// Posts, the list's further pages and its tag lists: paths, and each post's JSON.
const blog = await server.blogPrerender()
const paths = [...pages, ...blog.paths]
const catalogue = buildCatalogueReader()
const partPaths = await partPagePaths(catalogue, server.provideBuildCatalogue)
paths.push(...partPaths)

// The CSP hashes of each page's inline scripts, by file: a page's policy allows only its own.
const pageScripts: Record<string, string[]> = {}

async function write(file: string, contents: string) {
  const hashes = await writeBuilt(clientDir, file, contents)
  if (hashes.length) pageScripts[file] = hashes
}

const renderStarted = performance.now()
const rendered: LlmsPage[] = []
// One thread: worker threads rendering the part pages side by side made the build no quicker
// on a machine of two shared cores, for a second load of the build and the catalogue each.
for (const path of paths) {
  const { file, hashes, llms } = await prerenderPage(build, clientDir, path)
  if (hashes.length) pageScripts[file] = hashes
  rendered.push(llms)
}
const pageDocuments: unknown[] = []
for (const path of pages) {
  const page = await server.loadPage(path)
  if (page) pageDocuments.push(page)
  await write(pageDataUrl(path), JSON.stringify(page))
}
for (const [url, data] of blog.data) await write(url, JSON.stringify(data))
await write(
  SEARCH_INDEX_URL,
  await server.siteSearchFile({ pages: pageDocuments, posts: blog.data.map(([, post]) => post) }),
)
await write(settingsDataUrl, JSON.stringify(await server.loadSiteSettings()))
const renderMs = Math.round(performance.now() - renderStarted)
// Pages for visitors only (the quote list): written, but kept out of the sitemap and llms.txt.
for (const { path } of unlistedPages)
  await write(`${path.slice(1)}/index.html`, await renderPath(build, path, 200))
// One 404 page per route that can find nothing (the server sends the visited route's).
for (const { file, renderPath: path } of NOT_FOUND_DOCUMENTS)
  await write(file, await renderPath(build, path, 404))

for (const source of redirectSources) {
  const target = redirectHref(source)
  await write(
    `${source.slice(1)}/index.html`,
    `<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"><title>Redirigiendo…</title><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${target}"></head><body><p>Esta página cambió de lugar: <a href="${target}">continuar</a>.</p></body></html>`,
  )
}

await write(
  'sitemap.xml',
  sitemapXml(server.SITE_URL, paths, new Date().toISOString().slice(0, 10)),
)
await write('robots.txt', robotsTxt(server.SITE_URL))
await write(
  'llms.txt',
  llmsTxt({
    siteUrl: server.SITE_URL,
    apiBase: (process.env.VITE_CATALOG_API_URL || `${server.SITE_URL}/api`).replace(/\/+$/, ''),
    pages: rendered,
    routeTable: pagePaths,
    productPaths: partPaths,
    example: await catalogueExample(catalogue),
  }),
)
await write('_headers', staticHeaders())
await write('_redirects', staticRedirects())
// Read by the server to build each page's Content-Security-Policy; kept out of the public folder.
await writeFile(join(distDir, 'csp-script-hashes.json'), JSON.stringify(pageScripts))
// A build made only to be tested may ask for a quicker Brotli level for everything
// (scripts/precompress.ts); otherwise the pages and pictures there is one of per part get a
// quicker level than the shared files, so that the build's time does not grow with the catalogue
// at Brotli's slowest level.
const testedQuality = process.env.PRECOMPRESS_BROTLI_QUALITY
const brotliQuality = Number(testedQuality || 11)
if (!Number.isInteger(brotliQuality) || brotliQuality < 0 || brotliQuality > 11)
  throw new Error(`PRECOMPRESS_BROTLI_QUALITY must be 0–11, got ${brotliQuality}`)
const partFiles = new Set(partPaths.map((path) => `${decodeURI(path.slice(1))}/index.html`))
const partDrawings = PRODUCT_DRAWINGS_DIR.slice(1)
const compressStarted = performance.now()
const compressed = await precompress(clientDir, {
  brotliQuality,
  partQuality: testedQuality ? brotliQuality : PART_BROTLI_QUALITY,
  isPartFile: (file) => partFiles.has(file) || file.startsWith(partDrawings),
})

const compressMs = Math.round(performance.now() - compressStarted)
const elapsed = Math.round(performance.now() - started)
console.log(
  `prerendered ${paths.length} pages (${partPaths.length} parts), ${NOT_FOUND_DOCUMENTS.length} not-found pages and ${redirectSources.length} redirect stubs, compressed ${compressed} files in ${elapsed} ms (pages ${renderMs} ms, compression ${compressMs} ms)`,
)
