/**
 * Lighthouse (mobile preset) on every route of the site, plus the same pages loaded without
 * JavaScript, written to bench-results/web.md and bench-results/web.json.
 *
 * Usage: node scripts/bench-web.ts [--url http://localhost:4321] [--only /,/blog] [--runs 3]
 * Without --url it serves dist/client itself on port 4431 and stops the server at the end.
 * It is a measurement: it exits 0 even when routes miss the targets, and lists the misses.
 *
 * The parts live in scripts/bench-web/: options, site-server, lighthouse, measure-route (with
 * median and audits), without-js, conditions, markdown.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { RunConditions } from './bench-web/conditions.ts'
import { cell, markdown } from './bench-web/markdown.ts'
import { measureRoute } from './bench-web/measure-route.ts'
import { readOptions } from './bench-web/options.ts'
import { startSite, stopSite } from './bench-web/site-server.ts'
import { misses, TARGETS } from './bench-web/targets.ts'
import type { RouteResult } from './bench-web/types.ts'
import { measureWithoutJs } from './bench-web/without-js.ts'

const outDir = resolve(import.meta.dirname, '..', 'bench-results')
const { url, paths, runs } = readOptions()

const base = url ?? (await startSite())
try {
  console.log(`Lighthouse (mobile) on ${paths.length} route(s) at ${base}, ${runs} run(s) each…`)
  const conditions = new RunConditions(!url)
  const results: RouteResult[] = []
  for (const [index, path] of paths.entries()) {
    const started = Date.now()
    const route = await measureRoute(base, path, runs, (lhr) => conditions.recordRun(lhr))
    results.push(route)
    conditions.checkBuild(path)
    const s = route.scores
    console.log(
      `[${index + 1}/${paths.length}] ${path}: perf ${cell(s.performance)}, a11y ${cell(s.accessibility)}, bp ${cell(s['best-practices'])}, seo ${cell(s.seo)} (${((Date.now() - started) / 1000).toFixed(1)} s)${route.error ? ` — ${route.error}` : ''}`,
    )
  }
  const meta = conditions.finish()

  console.log('Without JavaScript…')
  const noJs = await measureWithoutJs(base, paths)

  const report = markdown(base, results, noJs, meta, runs)
  await mkdir(outDir, { recursive: true })
  await writeFile(resolve(outDir, 'web.md'), report)
  await writeFile(
    resolve(outDir, 'web.json'),
    `${JSON.stringify({ ...meta, base, runs, targets: TARGETS, routes: results, noJavaScript: noJs }, null, 2)}\n`,
  )
  console.log(`\n${report}`)
  const missed = results.filter((route) => misses(route).length > 0)
  console.log(
    missed.length
      ? `Routes missing the targets:\n${missed.map((route) => `  ${route.path}: ${misses(route).join(', ')}`).join('\n')}`
      : 'Every route meets the targets.',
  )
  console.log('Written bench-results/web.md and bench-results/web.json')
} finally {
  await stopSite()
}
