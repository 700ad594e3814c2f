import type { Result } from 'lighthouse'
import { failedAudits, numeric, score, transferKB } from './audits.ts'
import { runLighthouse } from './lighthouse.ts'
import { medianRun } from './median.ts'
import type { RouteResult } from './types.ts'

/**
 * Lighthouse `runs` times on one route, summed up as one row: the median performance, the rest
 * from the run closest to it. `onRun` sees every kept run (for the conditions of the benchmark).
 */
export async function measureRoute(
  base: string,
  path: string,
  runs: number,
  onRun: (lhr: Result) => void,
): Promise<RouteResult> {
  const lhrs: Result[] = []
  let error: string | undefined
  for (let run = 0; run < runs; run++) {
    try {
      let lhr = await runLighthouse(base + path)
      // A failed page load (e.g. a 404 while someone rebuilds dist/) gets one more chance.
      if (lhr.runtimeError) {
        await new Promise((done) => setTimeout(done, 3000))
        lhr = await runLighthouse(base + path)
      }
      lhrs.push(lhr)
      onRun(lhr)
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught)
    }
  }
  const { performanceRuns, medianPerformance, representative: lhr } = medianRun(lhrs)
  if (!lhr) {
    return {
      path,
      scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
      performanceRuns,
      lcpSeconds: null,
      cls: null,
      tbtMs: null,
      scriptKB: null,
      totalKB: null,
      benchmarkIndex: null,
      failed: [],
      errored: [],
      warnings: [],
      error: error ?? 'no Lighthouse result',
    }
  }
  const lcp = numeric(lhr, 'largest-contentful-paint')
  const tbt = numeric(lhr, 'total-blocking-time')
  const cls = numeric(lhr, 'cumulative-layout-shift')
  return {
    path,
    scores: {
      performance: medianPerformance,
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    performanceRuns,
    lcpSeconds: lcp === null ? null : Math.round(lcp / 100) / 10,
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    tbtMs: tbt === null ? null : Math.round(tbt),
    scriptKB: transferKB(lhr, 'script'),
    totalKB: transferKB(lhr, 'total'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    ...failedAudits(lhr),
    warnings: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map(String),
    ],
    error,
  }
}
