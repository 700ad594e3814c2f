import { postDataUrl } from '../../src/blog/post-data-url.ts'
import { pageDataUrl } from '../../src/content/data-url.ts'

/**
 * What a published change makes stale among the server's answers: every content answer
 * (`all`), or the answers at these keys (a page's path, a data file's URL, /sitemap.xml) and
 * under these prefixes. Keys are the URLs the answers are served at; a 404 page is keyed by its
 * file (`/404.html`, `/blog/404.html`), since it is sent at any path of its route.
 */
export type Touched = { all: boolean; keys: string[]; prefixes: string[] }

/** A changed document as the publish webhook sends it (see docs/content.md for the projection). */
export type ChangedDocument = {
  _type?: unknown
  path?: unknown
  slug?: unknown
  /** The same fields before the change (a moved page or post leaves its old path stale too). */
  before?: { path?: unknown; slug?: unknown } | null
}

/** Every content change may add, drop or retitle a line of these. */
export const SITE_LISTS = ['/sitemap.xml', '/llms.txt'] as const
const BLOG = '/blog'

/**
 * The answers a change to these documents touches:
 * - a page: its path and its data file (old and new path), and the site's lists; the /blog
 *   page also feeds the blog's list and tag pages;
 * - a post: its page and data file, and every other answer of the blog, since posts name their
 *   neighbours and related posts and the lists name every post (and its tags), plus the lists;
 * - a part's photos: none. Only part pages show them, which the server never renders (they stay
 *   as built, and their open views follow Sanity's answer through the live content);
 * - anything else (site settings, FAQs and claims, which pages embed; a line's or the company's
 *   photos; an unknown type): every answer, the 404 page included.
 */
export function touchedBy(documents: readonly ChangedDocument[]): Touched {
  const keys = new Set<string>()
  const prefixes = new Set<string>()
  for (const document of documents) {
    const states = [document, document.before ?? {}]
    if (document._type === 'page') {
      for (const path of states.map((state) => textOf(state.path))) {
        if (!path?.startsWith('/')) continue
        keys.add(path).add(pageDataUrl(path))
        if (path === BLOG) prefixes.add(`${BLOG}/`)
      }
    } else if (document._type === 'partPhotos') {
      continue
    } else if (document._type === 'post') {
      for (const slug of states.map((state) => textOf(state.slug))) {
        if (slug) keys.add(`${BLOG}/${slug}`).add(postDataUrl(slug))
      }
      keys.add(BLOG).add(pageDataUrl(BLOG))
      prefixes.add(`${BLOG}/`).add(postDataUrl('').replace(/\.json$/, ''))
    } else {
      return { all: true, keys: [], prefixes: [] }
    }
    for (const list of SITE_LISTS) keys.add(list)
  }
  return { all: false, keys: [...keys], prefixes: [...prefixes] }
}

/** A path or slug as a plain string or as a Sanity slug object ({ current }). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'current' in value) {
    const current = (value as { current: unknown }).current
    return typeof current === 'string' ? current : undefined
  }
  return undefined
}

/** Whether a touched set covers the answer at `key`. */
export function covers(touched: Touched, key: string): boolean {
  return (
    touched.all ||
    touched.keys.includes(key) ||
    touched.prefixes.some((prefix) => key.startsWith(prefix))
  )
}
