import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { postSlugFromDataUrl } from '../../src/blog/post-data-url.ts'
import type { CatalogueReader } from '../../src/catalogue/build-paths.ts'
import { lineOfPartPath } from '../../src/catalogue/part-path.ts'
import { pagePathFromDataUrl, settingsDataUrl } from '../../src/content/data-url.ts'
import { notFoundDocumentFor } from '../../src/routing/not-found-document.ts'
import { catalogueExample, type LlmsPage, llmsPage, llmsTxt } from '../../src/seo/llms-txt.ts'
import { sitemapXml } from '../../src/seo/sitemap-xml.ts'
import { pagePaths, unlistedPagePaths } from '../../src/site/pages.ts'
import { withScriptPolicy } from '../http/csp-meta.ts'
import { createErrorLog } from '../http/error-log.ts'
import { inlineScriptHashes } from '../http/inline-script-hashes.ts'
import { type Precompressed, precompress } from '../http/precompressed.ts'
import { type ContentIndex, createContentIndex } from './content-index.ts'
import { ContentResting, createOutage, DEADLINE_MISSED, withDeadline } from './sanity-outage.ts'
import { renderDocument, type SsrBuild, sitePagePaths } from './ssr-entry.ts'
import { covers, type Touched } from './touched.ts'

/** Pages of the route table kept out of the lists (the quote list): rendered, never listed. */
const UNLISTED = new Set<string>(unlistedPagePaths)

/** How long a failed read of the content's paths, or a Sanity that missed the deadline, rests. */
const RETRY_MS = 10_000

/**
 * The longest a visitor waits for an answer rendered from the content before the built copy is
 * sent. Shorter than the client's own timeout (SANITY_TIMEOUT_MS, served-content.ts), which
 * frees the connection: a silent Sanity always misses this first, and rests.
 */
const DEADLINE_MS = 3_000

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
  /**
   * Drops the answers a publish touched (their built copies are stale from now on) and reads the
   * content's paths again; resolves once they are read, or after the deadline.
   */
  revalidate(touched: Touched): Promise<void> | void
}

/**
 * Answers from the published content what the build did not write, or wrote before a publish
 * changed it: pages, posts, blog lists and tag lists, their `_data` JSON, the site settings'
 * JSON, `sitemap.xml`, `llms.txt` and the site's 404 page, each rendered once with the build's
 * own server entry (as the prerender does) and kept until a publish touches it. Only paths the
 * content holds are rendered and kept, so a stranger's made-up paths cost a set lookup and never
 * wait on Sanity (content-index.ts); product pages stay as built (the catalogue, not the content,
 * makes them). A visitor waits at most the deadline on Sanity (sanity-outage.ts), and a render
 * that failed (Sanity refusing, a 5xx render) leaves the built copy in place.
 */
export function createRenderedContent(options: {
  /** The build's server entry and router manifest, loaded on first use. */
  build: () => Promise<SsrBuild>
  /**
   * Which build is served now (`dist` is switched to each new one): when it changes, the entry
   * and manifest are loaded again and what was rendered with the old ones is dropped, since it
   * names the old build's scripts. What a publish made stale stays stale.
   */
  buildId?: () => string
  clientDir: string
  /** The page policy (Content-Security-Policy) for a page with these inline-script hashes. */
  policyFor: (scriptHashes: readonly string[]) => string
  /** For llms.txt: the catalogue API's URL (VITE_CATALOG_API_URL) and a way to read it. */
  catalogue: { apiUrl?: string; read: CatalogueReader }
  /** Where failures go (by default the server's error log, a line a minute per kind). */
  log?: (error: unknown, what: string) => void
  today?: () => string
  /** The longest a visitor waits on Sanity, and how long it then rests (tests shorten them). */
  deadlineMs?: number
  restMs?: number
}): RenderedContent & { ready(): Promise<void> } {
  const log = options.log ?? createErrorLog()
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10))
  const deadlineMs = options.deadlineMs ?? DEADLINE_MS
  const restMs = options.restMs ?? RETRY_MS
  const outage = createOutage({ restMs })
  /** Each answer as it renders, and once rendered. */
  const answers = new Map<string, { promise: Promise<RenderedAnswer>; value?: RenderedAnswer }>()
  const stale = { all: false, keys: new Set<string>(), prefixes: new Set<string>() }
  const paths = createContentIndex({ read: readPaths, retryMs: restMs })
  let build: Promise<SsrBuild> | undefined
  let productPaths: Promise<string[]> | undefined
  let productPages: Promise<LlmsPage[]> | undefined
  let servedBuild = options.buildId?.()

  /** Starts over with the build `dist` names now, if it is another. */
  function followBuild(): void {
    const now = options.buildId?.()
    if (now === servedBuild) return
    servedBuild = now
    build = undefined
    productPaths = undefined
    productPages = undefined
    answers.clear()
  }

  const ssr = () => {
    build ??= options.build()
    return build
  }
  const isStale = (key: string) =>
    stale.all || stale.keys.has(key) || [...stale.prefixes].some((prefix) => key.startsWith(prefix))

  async function readPaths(): Promise<ContentIndex> {
    const { entry } = await ssr()
    const [pages, blog] = await Promise.all([sitePagePaths(entry), entry.blogPaths()])
    return { pages: new Set(pages), blog: new Set(blog), listed: [...pages, ...blog] }
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

  /**
   * The part pages' entries in llms.txt, read once from their built files: the server renders no
   * part page, so they stay as built, and a list made again after a publish need not read
   * thousands of files again.
   */
  function builtProductPages(): Promise<LlmsPage[]> {
    productPages ??= builtProductPaths().then(async (paths) => {
      const pages: LlmsPage[] = []
      for (const path of paths) {
        const html = await readFile(join(options.clientDir, builtFile(path)), 'utf8').catch(
          () => undefined,
        )
        if (html) pages.push(llmsPage(path, html))
      }
      return pages
    })
    return productPages
  }

  /**
   * The answer for `key`, rendered once and kept; while Sanity rests, only one already rendered
   * (a visitor waits on nothing), unless the caller is no visitor (`evenResting`: a list being
   * made, whose own request was answered with the built list already).
   */
  function kept(
    key: string,
    make: () => Promise<RenderedAnswer>,
    evenResting = false,
  ): Promise<RenderedAnswer> {
    const known = answers.get(key)
    if (known?.value) return Promise.resolve(known.value)
    if (outage.resting() && !evenResting) return Promise.reject(new ContentResting())
    if (known) return known.promise
    const entry: { promise: Promise<RenderedAnswer>; value?: RenderedAnswer } = { promise: make() }
    answers.set(key, entry)
    entry.promise.then(
      (value) => {
        entry.value = value
      },
      // A failure is not kept: the next request tries again.
      () => {
        if (answers.get(key) === entry) answers.delete(key)
      },
    )
    return entry.promise
  }

  /** The answer kept for `key` if it is rendered, at once; if not, it starts rendering. */
  function keptNow(key: string, make: () => Promise<RenderedAnswer>): RenderedAnswer | undefined {
    const known = answers.get(key)
    if (known?.value) return known.value
    if (!known && !outage.resting()) kept(key, make).catch((error) => log(error, key))
    return undefined
  }

  async function page(path: string): Promise<RenderedAnswer> {
    const { status, html } = await renderDocument(await ssr(), path)
    // The router's error page (a query failed mid-render) never replaces a built copy.
    if (status >= 500) throw new Error(`${path}: the render answered ${status}`)
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
    const { listed } = await paths.current()
    return sitemapXml(entry.SITE_URL, [...listed, ...(await builtProductPaths())], today())
  }

  /** A content page's HTML as it is served now: rendered, or as built. */
  async function servedHtml(path: string): Promise<string> {
    // The built copy while it is current: a list of every page renders only what changed.
    const built = isStale(path)
      ? undefined
      : await readFile(join(options.clientDir, builtFile(path)), 'utf8').catch(() => undefined)
    if (built !== undefined) return built
    const answer = await answer_(path, true)
    if (answer && !('notFound' in answer)) return new TextDecoder().decode(answer.body.identity)
    throw new NoPageToList(path)
  }

  async function llms(): Promise<string> {
    const { entry } = await ssr()
    const { listed } = await paths.current()
    const products = await builtProductPaths()
    const pages: LlmsPage[] = []
    for (const path of listed) {
      // A page that could not be rendered now fails the whole list, which is then not kept: the
      // built list is served meanwhile, and the next request lists every page.
      const html = await servedHtml(path).catch((error: unknown) => {
        if (error instanceof NoPageToList) return undefined
        throw error
      })
      if (html) pages.push(llmsPage(path, html))
    }
    pages.push(...(await builtProductPages()))
    return llmsTxt({
      siteUrl: entry.SITE_URL,
      apiBase: (options.catalogue.apiUrl || `${entry.SITE_URL}/api`).replace(/\/+$/, ''),
      pages,
      routeTable: pagePaths,
      productPaths: products,
      example: await catalogueExample(options.catalogue.read),
    })
  }

  /**
   * The 404 page of the route `path` reaches, rendered again once a publish made it stale; never
   * waited for (a made-up path never waits on Sanity): the built one until it is rendered.
   */
  function notFoundPage(path: string): ContentAnswer {
    const document = notFoundDocumentFor(path)
    const key = `/${document.file}`
    if (!isStale(key)) return { notFound: true }
    return keptNow(key, () => page(document.renderPath)) ?? { notFound: true }
  }

  async function answer_(path: string, evenResting = false): Promise<ContentAnswer | undefined> {
    if (path === '/sitemap.xml') return kept(path, text('application/xml', sitemap))
    if (path === '/llms.txt') return kept(path, text('text/plain; charset=UTF-8', llms))
    if (path === settingsDataUrl) {
      const { entry } = await ssr()
      return kept(path, () => json(() => entry.loadSiteSettings()))
    }
    // Which paths the content holds, as last read: before the first read, all is as built.
    const known = paths.known()
    const pagePath = pagePathFromDataUrl(path)
    if (pagePath !== undefined) {
      if (!known) return undefined
      if (!known.pages.has(pagePath)) return { notFound: true }
      const { entry } = await ssr()
      return kept(path, () => json(() => entry.loadPage(pagePath)))
    }
    const slug = postSlugFromDataUrl(path)
    if (slug !== undefined) {
      if (!known) return undefined
      if (!known.blog.has(`/blog/${slug}`)) return { notFound: true }
      const { entry } = await ssr()
      return kept(path, () => json(() => entry.queryPost(slug)))
    }
    if (!isPagePath(path) || !known) return undefined
    if (!known.pages.has(path) && !known.blog.has(path) && !UNLISTED.has(path))
      return notFoundPage(path)
    return kept(path, () => page(path), evenResting)
  }

  async function answer(path: string): Promise<ContentAnswer | undefined> {
    followBuild()
    const before = servedBuild
    const answered = await answerWithin(path)
    // Rendered by a build switched away from meanwhile: once more, with the new one.
    followBuild()
    return servedBuild === before ? answered : answerWithin(path)
  }

  async function answerWithin(path: string): Promise<ContentAnswer | undefined> {
    const work = answer_(path)
    try {
      const result = await withDeadline(work, deadlineMs)
      if (result !== DEADLINE_MISSED) return result
      // Sanity is slow or silent: the built copy now, and for a while no request waits on it.
      outage.begin()
      log(new Error(`Sanity did not answer within ${deadlineMs} ms`), path)
      work.then(outage.end, () => {})
      return undefined
    } catch (error) {
      // Sanity refused, a render failed, or Sanity rests: the built copy (or the 404 page).
      if (!(error instanceof ContentResting)) log(error, path)
      return undefined
    }
  }

  return {
    beforeStatic: (path) => (isStale(path) ? answer(path) : undefined),
    afterStatic: answer,
    revalidate(touched) {
      if (touched.all) stale.all = true
      for (const key of touched.keys) stale.keys.add(key)
      for (const prefix of touched.prefixes) stale.prefixes.add(prefix)
      for (const key of [...answers.keys()]) if (covers(touched, key)) answers.delete(key)
      // New and removed paths are known once this read is done; the webhook waits for it.
      return withDeadline(paths.refresh(), deadlineMs).then(
        () => {},
        (error) => log(error, 'the content paths'),
      )
    },
    /** Reads the content's paths now (at start), so that the first visitors find new pages. */
    ready() {
      paths.known()
      return paths.current().then(
        () => {},
        () => {},
      )
    },
  }
}

/** The file the build wrote a page's HTML to. */
function builtFile(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURI(path.slice(1))}/index.html`
}

/** A listed path that has no page now (removed meanwhile): left out of the lists. */
class NoPageToList extends Error {
  constructor(path: string) {
    super(`${path}: no page to list`)
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
