import { readFile, realpath } from 'node:fs/promises'
import { join } from 'node:path'
import type { partPagePaths } from '../../src/catalogue/build-paths.ts'
import { pagePaths } from '../../src/site/pages.ts'
import { redirectSourceOf } from '../../src/site/redirects.ts'
import { routerManifest, stylesheetHrefs } from './router-manifest.ts'

/** What a build's dist/server/entry-server.js (built from src/entry-server.tsx) exports. */
export type ServerEntry = {
  SITE_URL: string
  render(url: string, manifest: unknown): Promise<Response>
  loadPage(path: string): Promise<unknown>
  loadSiteSettings(): Promise<unknown>
  queryPost(slug: string): Promise<unknown>
  queryPagePaths(): Promise<string[]>
  /** The blog's paths besides /blog: posts, the list's further pages, the tag lists. */
  blogPaths(): Promise<string[]>
  blogPrerender(): Promise<{ paths: string[]; data: [string, unknown][] }>
  provideBuildCatalogue: Parameters<typeof partPagePaths>[1]
  /** Makes the pages' catalogue calls reach this API in-process while rendering (catalogue/api.ts). */
  provideCatalogueApi(answer: (request: Request) => Response | Promise<Response>): void
  /** Each door pin's drawing as a file (name, SVG), for its structured data. */
  productDrawingFiles(): Promise<[string, string][]>
  /** Each product family's drawing as a file (name, SVG), for the quote list's pictures. */
  familyDrawingFiles(): Promise<[string, string][]>
  /** Every picture (family render or scene) as a file (name, SVG): pages show it, posts name it. */
  pictureFiles(): Promise<[string, string][]>
  /** The site search index over these pages and posts, as JSON (parts are the catalogue API's). */
  siteSearchFile(content: { pages: unknown[]; posts: unknown[] }): Promise<string>
}

/** A build's server entry and the router manifest its pages are rendered with. */
export type SsrBuild = { entry: ServerEntry; manifest: ReturnType<typeof routerManifest> }

/**
 * Loads the server entry of the build in `distDir` and the router manifest from its Vite
 * manifest (`vite-manifest.json`, beside the client folder), with the stylesheets the pages
 * carry inline read from `clientDir`.
 */
export async function loadSsrBuild(distDir: string, clientDir: string): Promise<SsrBuild> {
  // Each from the build's own folder: `dist` may be switched to another build meanwhile, and a
  // new build's entry, imported by its own path, is a module apart from the old one's.
  const [dist, client] = await Promise.all([realpath(distDir), realpath(clientDir)])
  const entry: ServerEntry = await import(join(dist, 'server/entry-server.js'))
  const viteManifest = JSON.parse(await readFile(join(dist, 'vite-manifest.json'), 'utf8'))
  const styles: Record<string, string> = {}
  for (const href of stylesheetHrefs(viteManifest)) {
    styles[href] = await readFile(join(client, href), 'utf8')
  }
  return { entry, manifest: routerManifest(viteManifest, styles) }
}

/** Renders one path as the prerender does: its status and the whole document. */
export async function renderDocument(
  build: SsrBuild,
  path: string,
): Promise<{ status: number; html: string }> {
  const response = await build.entry.render(`http://localhost${path}`, build.manifest)
  const html = `<!DOCTYPE html>${(await response.text()).replace(/^<!DOCTYPE html>/i, '')}`
  return { status: response.status, html }
}

/**
 * The route table's pages, then every other page the content holds (created in the Studio),
 * except those at a path that redirects elsewhere (`skipped` hears of each).
 */
export async function sitePagePaths(
  entry: ServerEntry,
  skipped: (path: string) => void = () => {},
): Promise<string[]> {
  const content = (await entry.queryPagePaths()).filter((path) => {
    if (!redirectSourceOf(path)) return true
    skipped(path)
    return false
  })
  return [...new Set<string>([...pagePaths, ...content])]
}
