import { pageScriptPolicy } from '../security-headers.ts'

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i
const HEAD = /<head(\s[^>]*)?>/i

/**
 * A built page with its own script policy (its inline scripts' hashes) in a `<meta http-equiv>`,
 * for static hosts, whose `_headers` cannot hold a policy per page (staticHeadersFile). A policy
 * in a meta binds only what follows it, so it goes first in the head, after the charset.
 */
export function withScriptPolicy(html: string, scriptHashes: readonly string[]): string {
  const anchor = CHARSET.exec(html) ?? HEAD.exec(html)
  if (!anchor) throw new Error('a page without a <head> cannot carry its script policy')
  const at = anchor.index + anchor[0].length
  if (/<script[\s>]/i.test(html.slice(0, at))) {
    throw new Error('a script comes before the head: a policy in a meta would not cover it')
  }
  const policy = pageScriptPolicy(scriptHashes).replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}">${html.slice(at)}`
}
