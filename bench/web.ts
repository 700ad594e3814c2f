/**
 * Lighthouse (mobile preset) on every route of the site, plus the same pages loaded without
 * JavaScript, written to bench/results/web.md and bench/results/web.json.
 *
 * Usage: node bench/web.ts [--url http://localhost:4321] [--only /,/blog] [--runs 3]
 *   [--block js,fonts,css,images] [--allow-load] [--photos]
 * Without --only: every route, one product page and one blog post. Each row is the median of
 * --runs runs (3 by default). --block has Lighthouse refuse those requests, to see what each kind
 * costs the paints. It refuses to start at a load average of 1 or more unless --allow-load.
 * Without --url it serves dist/client itself on port 4431 and stops the server at the end.
 * --photos measures the pages with photographs of the live build (dist-e2e-live, a build with a
 * Sanity project), its image CDN answered by a local stand-in (bench/web/photo-stand-ins.ts);
 * written to bench/results/web-photos.md and .json.
 * It is a measurement: it exits 0 even when routes miss the targets, and lists the misses.
 *
 * The parts live in bench/web/: options, site-server, photo-stand-ins, lighthouse,
 * measure-route (with median and audits), without-js, conditions, markdown.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { RunConditions } from './web/conditions.ts'
import { runLighthouse } from './web/lighthouse.ts'
import { cell, markdown } from './web/markdown.ts'
import { measureRoute } from './web/measure-route.ts'
import { BLOCKABLE, readOptions } from './web/options.ts'
import { startPhotoStandIns } from './web/photo-stand-ins.ts'
import { startSite, stopSite } from './web/site-server.ts'
import { misses, TARGETS } from './web/targets.ts'
import type { RouteResult } from './web/types.ts'
import { measureWithoutJs } from './web/without-js.ts'

const outDir = resolve(import.meta.dirname, 'results')
const { url, paths, runs, block, allowLoad, out, photos } = readOptions()
const blockedUrlPatterns = block.flatMap((kind) => [...BLOCKABLE[kind]])
// --photos: the live build and its stand-ins; the server started below serves that build.
const standIns = photos ? await startPhotoStandIns() : undefined
if (standIns) Object.assign(process.env, standIns.env)
const setup = { blockedUrlPatterns, chromeFlags: standIns?.chromeFlags ?? [] }

// Checked before a server is started: a busy machine is refused unless --allow-load.
const conditions = new RunConditions(!url, allowLoad, block)
const base = url ?? (await startSite())
try {
  console.log(
    `Lighthouse (mobile) on ${paths.length} route(s) at ${base}, ${runs} run(s) each${block.length ? `, blocking ${block.join(', ')}` : ''}…`,
  )
  // A server that has just started answers its first page slowly (files not yet in memory, code
  // not yet compiled), which no visitor of a running site meets: one unrecorded run first.
  await runLighthouse(base + (paths[0] ?? '/'), setup).catch(() => undefined)
  const results: RouteResult[] = []
  for (const [index, path] of paths.entries()) {
    const started = Date.now()
    const route = await measureRoute(base, path, runs, (lhr) => conditions.recordRun(lhr), setup)
    results.push(route)
    conditions.checkBuild(path)
    const s = route.scores
    console.log(
      `[${index + 1}/${paths.length}] ${path}: perf ${cell(s.performance)}, FCP ${cell(route.fcpSeconds)} s, LCP ${cell(route.lcpSeconds)} s, CLS ${cell(route.cls)}, a11y ${cell(s.accessibility)}, bp ${cell(s['best-practices'])}, seo ${cell(s.seo)} (${((Date.now() - started) / 1000).toFixed(1)} s)${route.error ? ` — ${route.error}` : ''}`,
    )
  }
  const meta = conditions.finish()

  // With requests blocked the run is a diagnosis; the no-JavaScript pass would repeat itself.
  // Its browser does not reach the stand-in image CDN: no such pass with --photos.
  const withoutJs = !block.length && !photos
  if (withoutJs) console.log('Without JavaScript…')
  const noJs = withoutJs ? await measureWithoutJs(base, paths) : []

  const report = markdown(base, results, noJs, meta, runs)
  await mkdir(outDir, { recursive: true })
  await writeFile(resolve(outDir, `${out}.md`), report)
  await writeFile(
    resolve(outDir, `${out}.json`),
    `${JSON.stringify({ ...meta, base, runs, targets: TARGETS, routes: results, noJavaScript: noJs }, null, 2)}\n`,
  )
  console.log(`\n${report}`)
  const missed = results.filter((route) => misses(route).length > 0)
  console.log(
    missed.length
      ? `Routes missing the targets:\n${missed.map((route) => `  ${route.path}: ${misses(route).join(', ')}`).join('\n')}`
      : 'Every route meets the targets.',
  )
  console.log(`Written bench/results/${out}.md and bench/results/${out}.json`)
} finally {
  await stopSite()
  await standIns?.stop()
}
