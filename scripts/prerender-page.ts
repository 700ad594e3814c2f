import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { renderDocument, type SsrBuild } from '../server/content/ssr-entry.ts'
import { withScriptPolicy } from '../server/http/csp-meta.ts'
import { inlineScriptHashes } from '../server/http/inline-script-hashes.ts'
import { type LlmsPage, llmsPage } from '../src/seo/llms-txt.ts'

/** A page's file in the client folder, named as a server decodes its path (cx%205 → cx 5). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURI(path.slice(1))}/index.html`
}

/**
 * Writes one built file into `clientDir`; an HTML page gets its own script policy in a meta
 * (csp-meta.ts). Returns the CSP hashes of the page's inline scripts (none for other files).
 */
export async function writeBuilt(clientDir: string, file: string, contents: string) {
  let text = contents
  let hashes: string[] = []
  if (file.endsWith('.html')) {
    hashes = inlineScriptHashes(contents)
    text = withScriptPolicy(contents, hashes)
  }
  const target = join(clientDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, text)
  return hashes
}

/** Renders a path, failing unless it answers with `expectedStatus`. */
export async function renderPath(build: SsrBuild, path: string, expectedStatus: number) {
  const { status, html } = await renderDocument(build, path)
  if (status !== expectedStatus) {
    throw new Error(`${path} rendered with HTTP ${status}, expected ${expectedStatus}`)
  }
  return html
}

/** What writing a page leaves for the lists: its file's script hashes and its llms.txt entry. */
export type WrittenPage = { file: string; hashes: string[]; llms: LlmsPage }

/** Renders a page (HTTP 200) and writes it. */
export async function prerenderPage(
  build: SsrBuild,
  clientDir: string,
  path: string,
): Promise<WrittenPage> {
  const html = await renderPath(build, path, 200)
  const file = pageFile(path)
  return { file, hashes: await writeBuilt(clientDir, file, html), llms: llmsPage(path, html) }
}
