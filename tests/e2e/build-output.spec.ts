import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

const clientDir = 'dist/client'
const HOME_JS_BUDGET_BYTES = 130 * 1024

/** The scripts a first visit to a page downloads: its module entry and modulepreloads. */
function firstLoadScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((match) => match[1] ?? '')
  return [...new Set(sources)]
}

test('the home page loads at most 130 KB of JavaScript (gzip) on first visit', async () => {
  const html = await readFile(join(clientDir, 'index.html'), 'utf8')
  const scripts = firstLoadScripts(html)
  expect(scripts.length).toBeGreaterThan(0)
  let total = 0
  for (const src of scripts) total += gzipSync(await readFile(join(clientDir, src))).length
  console.log(`home first-load JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`)
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES)
})

test('content libraries and the snapshot stay out of the browser bundle', async () => {
  const assets = join(clientDir, 'assets')
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'))
  for (const file of files) {
    const code = await readFile(join(assets, file), 'utf8')
    expect(code, `${file} holds groq-js`).not.toContain('GroqSyntaxError')
    expect(code, `${file} holds @sanity/client`).not.toContain('apicdn.sanity.io')
    expect(code, `${file} holds the snapshot path`).not.toContain('production.ndjson')
  }
})

test('the page query text stays out of the browser bundle', async () => {
  const assets = join(clientDir, 'assets')
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(join(assets, file), 'utf8')
    expect(code, `${file} holds the page query`).not.toContain('coalesce(sections[]')
  }
})
