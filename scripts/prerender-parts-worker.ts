/** One worker of prerender-parts.ts: renders and writes its share of the part pages. */
import { parentPort, workerData } from 'node:worker_threads'
import { loadSsrBuild } from '../server/content/ssr-entry.ts'
import { partPagePaths } from '../src/catalogue/build-paths.ts'
import { buildCatalogueReader } from './catalogue/build-reader.ts'
import { prerenderPage, type WrittenPage } from './prerender-page.ts'
import type { PartsWork } from './prerender-parts.ts'

const { distDir, clientDir, paths } = workerData as PartsWork
const build = await loadSsrBuild(distDir, clientDir)
await partPagePaths(buildCatalogueReader(), build.entry.provideBuildCatalogue)
const written: WrittenPage[] = []
for (const path of paths) written.push(await prerenderPage(build, clientDir, path))
parentPort?.postMessage(written)
