/**
 * The part pages, one per part of the catalogue (thousands), rendered by worker threads side by
 * side: rendering is most of a build's time, and one thread uses one core. Each worker loads the
 * build's server entry and reads the catalogue as the prerender does (scripts/catalogue/), then
 * renders and writes its share of the pages. A catalogue too small to pay for a worker's start is
 * rendered here, by the build already loaded.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { SsrBuild } from '../server/content/ssr-entry.ts'
import { prerenderPage, type WrittenPage } from './prerender-page.ts'

/** What a worker is given: the build and its share of the part pages. */
export type PartsWork = { distDir: string; clientDir: string; paths: string[] }

/** Pages a worker must have to pay for its start (loading the build, reading the catalogue). */
const PAGES_PER_WORKER = 1000

/**
 * Threads to render with: one per core (PRERENDER_WORKERS overrides), at most one per
 * PAGES_PER_WORKER pages; 0 renders in this thread.
 */
function workerCount(pages: number): number {
  const asked = Number(process.env.PRERENDER_WORKERS)
  if (Number.isInteger(asked) && asked >= 0) return Math.min(asked, pages)
  const count = Math.min(availableParallelism(), Math.floor(pages / PAGES_PER_WORKER))
  return count > 1 ? count : 0
}

/**
 * Renders and writes every part page; their results in the order of `paths`. `build` is this
 * thread's, its catalogue already provided.
 */
export async function prerenderParts(
  build: SsrBuild,
  distDir: string,
  clientDir: string,
  paths: readonly string[],
): Promise<WrittenPage[]> {
  const count = workerCount(paths.length)
  if (count === 0) {
    const pages: WrittenPage[] = []
    for (const path of paths) pages.push(await prerenderPage(build, clientDir, path))
    return pages
  }
  // Every worker takes every count-th page: each line's pages are spread over all of them.
  const shares = Array.from({ length: count }, (_, worker) =>
    paths.filter((_, index) => index % count === worker),
  )
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<WrittenPage[]>((done, fail) => {
          const work: PartsWork = { distDir, clientDir, paths: share }
          const worker = new Worker(new URL('./prerender-parts-worker.ts', import.meta.url), {
            workerData: work,
          })
          worker.once('message', done)
          worker.once('error', fail)
          worker.once('exit', (code) => {
            if (code !== 0) fail(new Error(`a part pages' worker exited with ${code}`))
          })
        }),
    ),
  )
  const byPath = new Map(results.flat().map((page) => [page.llms.path, page]))
  return paths.map((path) => byPath.get(path) as WrittenPage)
}
