import type { Result } from 'lighthouse'
import { score } from './audits.ts'

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * The median performance score of several runs, and the run whose score is closest to it. The
 * other columns of a route come from that run, so that a row describes one real page load
 * rather than a mix of runs.
 */
export function medianRun(lhrs: Result[]): {
  performanceRuns: (number | null)[]
  medianPerformance: number | null
  representative: Result | undefined
} {
  const performanceRuns = lhrs.map((lhr) => score(lhr, 'performance'))
  const graded = performanceRuns.filter((value): value is number => value !== null)
  const medianPerformance = graded.length ? median(graded) : null
  const representative = lhrs.toSorted(
    (a, b) =>
      Math.abs((score(a, 'performance') ?? -1e9) - (medianPerformance ?? 0)) -
      Math.abs((score(b, 'performance') ?? -1e9) - (medianPerformance ?? 0)),
  )[0]
  return { performanceRuns, medianPerformance, representative }
}
