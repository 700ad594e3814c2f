/**
 * Which built files the service worker precaches, and the budget they must fit. Every file the
 * client entry may load (its imports and lazy chunks, followed through Vite's manifest) is kept,
 * except the live-content and Studio-preview code (`src/live/`: it only works online, and the
 * preview's visual editing alone outweighs the rest), plus the offline page and the app's icons.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The most the precache may weigh, uncompressed (it travels compressed, about a third of it). */
export const PRECACHE_BUDGET_BYTES = 1_600_000

type ManifestChunk = {
  file: string
  css?: string[]
  assets?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

/** Files reachable from the entry without entering code only live content loads. */
export function visitorFiles(manifest: Record<string, ManifestChunk>, entry: string): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || key.startsWith('src/live/')) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  visit(entry)
  // The one stylesheet (cssCodeSplit off) is an entry of its own in the manifest.
  for (const [key, chunk] of Object.entries(manifest))
    if (key.endsWith('.css')) files.add(chunk.file)
  return files
}

type Entry = { url: string; size: number; revision: string | null }

/** vite-plugin-pwa's `manifestTransforms`: keep the visitor's files, and stop past the budget. */
export function precacheTransform(outDir: () => string) {
  return async (entries: Entry[]) => {
    const manifest = JSON.parse(readFileSync(join(outDir(), '.vite/manifest.json'), 'utf8'))
    const kept = visitorFiles(manifest, 'src/entry-client.tsx')
    const manifestEntries = entries.filter(({ url }) => !url.startsWith('assets/') || kept.has(url))
    const total = manifestEntries.reduce((sum, { size }) => sum + size, 0)
    if (total > PRECACHE_BUDGET_BYTES)
      throw new Error(
        `The service worker's precache weighs ${total} bytes, over its budget of ${PRECACHE_BUDGET_BYTES} (scripts/vite-precache.ts).`,
      )
    return { manifest: manifestEntries, warnings: [] }
  }
}
