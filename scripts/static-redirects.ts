/** `_redirects` for Netlify, generated at build time. */
import { productLines } from '../src/catalogue/lines.ts'
import { POST_NOT_FOUND, partNotFoundDocument } from '../src/routing/not-found-document.ts'
import { redirectHref, redirectSources } from '../src/site/redirects.ts'

/**
 * The redirect table's 301s and each line's part route's 404 page, in Netlify's `_redirects`.
 * The 301s are forced (`301!`): Netlify applies a rule without `!` only where no file answers, and
 * each source has its meta-refresh stub (kept for hosts without the file). The 404 rules are not
 * forced, so every part page built in a line's folder still answers; only an unknown key gets its
 * line's part route's 404 page, which hydrates on that route as our server sends it; an unknown
 * post's slug gets the post route's.
 */
export function staticRedirects(): string {
  const lines = [
    ...redirectSources.map((source) => `${source}  ${redirectHref(source)}  301!`),
    ...productLines.map((line) => `${line.path}/*  /${partNotFoundDocument(line.id).file}  404`),
    // One segment only (Netlify's placeholder): the blog's list and tag pages are other routes.
    `/blog/:slug  /${POST_NOT_FOUND.file}  404`,
  ]
  return `${lines.join('\n')}\n`
}
