import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { withScriptPolicy } from '../../scripts/csp-meta.ts'
import { inlineScriptHashes } from '../../scripts/inline-script-hashes.ts'
import { catalogueExample, type LlmsPage, llmsPage, llmsTxt } from '../../scripts/llms-txt.ts'
import { sitemapXml } from '../../scripts/sitemap-xml.ts'
import { postSlugFromDataUrl } from '../../src/blog/post-data-url.ts'
import type { CatalogueReader } from '../../src/catalogue/build-paths.ts'
import { lineOfPartPath } from '../../src/catalogue/part-path.ts'
import { pagePathFromDataUrl, settingsDataUrl } from '../../src/content/data-url.ts'
import { notFoundDocumentFor } from '../../src/routing/not-found-document.ts'
import { pagePaths, unlistedPagePaths } from '../../src/site/pages.ts'
import { createErrorLog } from '../http/error-log.ts'
import { type Precompressed, precompress } from '../http/precompressed.ts'
import { renderDocument, type SsrBuild, sitePagePaths } from './ssr-entry.ts'
import { covers, type Touched } from './touched.ts'

/** Pages of the route table kept out of the lists (the quote list): rendered, never listed. */
const UNLISTED = new Set<string>(unlistedPagePaths)

/** How long a failed read of the content's paths is kept before it is tried again. */
const RETRY_MS = 10_000

/** An answer rendered from the content: its status, type, bytes and (a page's) own policy. */
export type RenderedAnswer = {
  status: number
  type: string
  body: Precompressed
  /** A page's Content-Security-Policy, with its inline scripts' hashes. */
  policy?: string
}
/** What the server sends for a path: a rendered answer, or its own 404 page (`notFound`). */
export type ContentAnswer = RenderedAnswer | { notFound: true }

export type RenderedContent = {
  /** The answer for a path whose built copy a publish made stale; undefined: the built file. */
  beforeStatic(path: string): Promise<ContentAnswer | undefined> | undefined
  /** The answer for a path the build did not write; undefined: nothing of the content's. */
  afterStatic(path: string): Promise<ContentAnswer | undefined>
  /** Drops the answers a publish touched; their built copies are stale from now on. */
  revalidate(touched: Touched): void
}

/** The pages and blog paths the content holds now, and every path the sitemap lists. */
type ContentIndex = { pages: Set<string>; blog: Set<string>; listed: string[] }

/**
 * Answers from the published content what the build did not write, or wrote before a publish
 * changed it: pages, posts, blog lists and tag lists, their `_data` JSON, the site settings'
 * JSON, `sitemap.xml`, `llms.txt` and the site's 404 page, each rendered once with the build's
 * own server entry (as the prerender does) and kept until a publish touches it. Only paths the
 * content holds are rendered and kept, so a stranger's made-up paths cost a set lookup; product
 * pages stay as built (the catalogue, not the content, makes them).
 */
export function createRenderedContent(options: {
  /** The build's server entry and router manifest, loaded on first use. */
  build: () => Promise<SsrBuild>
  clientDir: string
  /** The page policy (Content-Security-Policy) for a page with these inline-script hashes. */
  policyFor: (scriptHashes: readonly string[]) => string
  /** For llms.txt: the catalogue API's URL (VITE_CATALOG_API_URL) and a way to read it. */
  catalogue: { apiUrl?: string; read: CatalogueReader }
  /** Where failures go (by default the server's error log, a line a minute per kind). */
  log?: (error: unknown, what: string) => void
  today?: () => string
}): RenderedContent {
  const log = options.log ?? createErrorLog()
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10))
  const answers = new Map<string, Promise<RenderedAnswer>>()
  const stale = { all: false, keys: new Set<string>(), prefixes: new Set<string>() }
  let index: Promise<ContentIndex> | undefined
  let build: Promise<SsrBuild> | undefined
  let productPaths: Promise<string[]> | undefined

  const ssr = () => {
    build ??= options.build()
    return build
  }
  const isStale = (key: string) =>
    stale.all || stale.keys.has(key) || [...stale.prefixes].some((prefix) => key.startsWith(prefix))

  function contentIndex(): Promise<ContentIndex> {
    index ??= (async () => {
      const { entry } = await ssr()
      const [pages, blog] = await Promise.all([sitePagePaths(entry), entry.blogPaths()])
      return { pages: new Set(pages), blog: new Set(blog), listed: [...pages, ...blog] }
    })()
    // Unreachable content is asked again after a pause, not on every request meanwhile.
    const asked = index
    asked.catch(() => {
      setTimeout(() => {
        if (index === asked) index = undefined
      }, RETRY_MS).unref()
    })
    return index
  }

  /** The built sitemap's part pages (the server renders no part page). */
  function builtProductPaths(): Promise<string[]> {
    productPaths ??= readFile(join(options.clientDir, 'sitemap.xml'), 'utf8')
      .then((xml) =>
        [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
          .map((match) => new URL(match[1] as string).pathname)
          .filter((path) => lineOfPartPath(path) !== null),
      )
      .catch(() => [])
    return productPaths
  }

  function kept(key: string, make: () => Promise<RenderedAnswer>): Promise<RenderedAnswer> {
    let answer = answers.get(key)
    if (!answer) {
      answer = make()
      answers.set(key, answer)
      // A failure is not kept: the next request tries again.
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key)
      })
    }
    return answer
  }

  async function page(path: string): Promise<RenderedAnswer> {
    const { status, html } = await renderDocument(await ssr(), path)
    const hashes = inlineScriptHashes(html)
    return {
      status,
      type: 'text/html; charset=UTF-8',
      body: bytes(withScriptPolicy(html, hashes)),
      policy: options.policyFor(hashes),
    }
  }

  async function json(load: () => Promise<unknown>): Promise<RenderedAnswer> {
    const data = await load()
    return data === null || data === undefined
      ? { status: 404, type: 'application/json', body: bytes('null') }
      : { status: 200, type: 'application/json', body: bytes(JSON.stringify(data)) }
  }

  const text =
    (type: string, make: () => Promise<string>) => async (): Promise<RenderedAnswer> => ({
      status: 200,
      type,
      body: bytes(await make()),
    })

  async function sitemap(): Promise<string> {
    const { entry } = await ssr()
    const { listed } = await contentIndex()
    return sitemapXml(entry.SITE_URL, [...listed, ...(await builtProductPaths())], today())
  }

  /** A page's HTML as it is served now: rendered, or as built. */
  async function servedHtml(path: string): Promise<string> {
    const file = path === '/' ? 'index.html' : `${decodeURI(path.slice(1))}/index.html`
    // The built copy while it is current: a list of every page renders only what changed.
    const built = isStale(path)
      ? undefined
      : await readFile(join(options.clientDir, file), 'utf8').catch(() => undefined)
    if (built !== undefined) return built
    const answer = await answer_(path)
    if (answer && !('notFound' in answer)) return new TextDecoder().decode(answer.body.identity)
    throw new Error(`${path}: no page to list`)
  }

  async function llms(): Promise<string> {
    const { entry } = await ssr()
    const { listed } = await contentIndex()
    const products = await builtProductPaths()
    const pages: LlmsPage[] = []
    for (const path of [...listed, ...products]) {
      const html = await servedHtml(path).catch(() => undefined)
      if (html) pages.push(llmsPage(path, html))
    }
    return llmsTxt({
      siteUrl: entry.SITE_URL,
      apiBase: (options.catalogue.apiUrl || `${entry.SITE_URL}/api`).replace(/\/+$/, ''),
      pages,
      routeTable: pagePaths,
      productPaths: products,
      example: await catalogueExample(options.catalogue.read),
    })
  }

  /** The 404 page of the route `path` reaches, rendered again once a publish made it stale. */
  async function notFoundPage(path: string): Promise<ContentAnswer> {
    const document = notFoundDocumentFor(path)
    const key = `/${document.file}`
    if (!isStale(key)) return { notFound: true }
    return kept(key, () => page(document.renderPath))
  }

  async function answer_(path: string): Promise<ContentAnswer | undefined> {
    if (path === '/sitemap.xml') return kept(path, text('application/xml', sitemap))
    if (path === '/llms.txt') return kept(path, text('text/plain; charset=UTF-8', llms))
    if (path === settingsDataUrl) {
      const { entry } = await ssr()
      return kept(path, () => json(() => entry.loadSiteSettings()))
    }
    const pagePath = pagePathFromDataUrl(path)
    if (pagePath !== undefined) {
      if (!(await contentIndex()).pages.has(pagePath)) return { notFound: true }
      const { entry } = await ssr()
      return kept(path, () => json(() => entry.loadPage(pagePath)))
    }
    const slug = postSlugFromDataUrl(path)
    if (slug !== undefined) {
      if (!(await contentIndex()).blog.has(`/blog/${slug}`)) return { notFound: true }
      const { entry } = await ssr()
      return kept(path, () => json(() => entry.queryPost(slug)))
    }
    if (!isPagePath(path)) return undefined
    const { pages, blog } = await contentIndex()
    if (!pages.has(path) && !blog.has(path) && !UNLISTED.has(path)) return notFoundPage(path)
    return kept(path, () => page(path))
  }

  async function answer(path: string): Promise<ContentAnswer | undefined> {
    try {
      return await answer_(path)
    } catch (error) {
      // Sanity unreachable or a render failed: the built copy (or the 404 page) is served.
      log(error, path)
      return undefined
    }
  }

  return {
    beforeStatic: (path) => (isStale(path) ? answer(path) : undefined),
    afterStatic: answer,
    revalidate(touched) {
      index = undefined
      if (touched.all) stale.all = true
      for (const key of touched.keys) stale.keys.add(key)
      for (const prefix of touched.prefixes) stale.prefixes.add(prefix)
      for (const key of [...answers.keys()]) if (covers(touched, key)) answers.delete(key)
    },
  }
}

function bytes(text: string): Precompressed {
  return precompress(new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>)
}

/**
 * A path a page of the content could have: not a file (no extension), not the site's data,
 * assets or API, not a part page (the catalogue's).
 */
function isPagePath(path: string): boolean {
  if (/^\/(?:_data|assets|api|img|og|fonts)(?:\/|$)/.test(path)) return false
  if (/\.[a-z0-9]+$/i.test(path)) return false
  return lineOfPartPath(path) === null
}
