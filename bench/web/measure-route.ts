import type { Result } from 'lighthouse'
import { failedAudits, numeric, score, transferKB } from './audits.ts'
import { type LighthouseSetup, runLighthouse } from './lighthouse.ts'
import { median, medianRun } from './median.ts'
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
  setup: LighthouseSetup = {},
): Promise<RouteResult> {
  const lhrs: Result[] = []
  let error: string | undefined
  for (let run = 0; run < runs; run++) {
    try {
      let lhr = await runLighthouse(base + path, setup)
      // A failed page load (e.g. a 404 while someone rebuilds dist/) gets one more chance.
      if (lhr.runtimeError) {
        await new Promise((done) => setTimeout(done, 3000))
        lhr = await runLighthouse(base + path, setup)
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
      fcpSeconds: null,
      lcpAfterFcpSeconds: null,
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
  // Paint times: medians over the runs, like the performance score.
  const medianOf = (pick: (run: Result) => number | null): number | null => {
    const values = lhrs.map(pick).filter((value): value is number => value !== null)
    return values.length ? median(values) : null
  }
  const lcpOf = (run: Result) => numeric(run, 'largest-contentful-paint')
  const fcpOf = (run: Result) => numeric(run, 'first-contentful-paint')
  const lcp = medianOf(lcpOf)
  const fcp = medianOf(fcpOf)
  const gap = medianOf((run) => {
    const [l, f] = [lcpOf(run), fcpOf(run)]
    return l === null || f === null ? null : l - f
  })
  const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10)
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
    lcpSeconds: seconds(lcp),
    fcpSeconds: seconds(fcp),
    // From each run's unrounded times: how long the largest paint comes after the first one.
    lcpAfterFcpSeconds: seconds(gap),
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
