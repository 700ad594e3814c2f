import { createHash } from 'node:crypto'

/**
 * CSP hashes of a page's inline executable scripts (the router's hydration data), so the
 * Content-Security-Policy can allow exactly them instead of 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\ssrc=/.test(attributes) || body === '') continue
    if (/type="(application\/ld\+json|application\/json)"/.test(attributes)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}
