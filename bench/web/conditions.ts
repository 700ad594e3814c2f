import { cpus, loadavg } from 'node:os'
import type { Result } from 'lighthouse'
import { fail } from './fail.ts'
import { buildStamp } from './site-server.ts'
import type { Meta } from './types.ts'

const loadAverage = () => Math.round((loadavg()[0] ?? 0) * 10) / 10

/**
 * What the report says about the circumstances of a run: versions, machine load, Lighthouse's
 * CPU benchmark, and warnings when the numbers may not be trusted.
 */
export class RunConditions {
  readonly meta: Meta = {
    date: new Date().toISOString(),
    lighthouseVersion: '',
    chrome: '',
    loadAverage: [loadAverage()],
    benchmarkIndex: '',
    blocked: [],
    notes: [],
  }
  /**
   * Lighthouse's CPU benchmark of every run. Simulated throttling scales the main-thread work it
   * observed, so a busy machine (a build running next to it) inflates TBT and lowers performance.
   */
  private readonly benchmarkIndexes: number[] = []
  /** dist/client's build time at the start, when the benchmark serves it itself. */
  private readonly stampAtStart: number | null

  /**
   * `allowLoad`: measure on a busy machine anyway (load average of 1 or more at the start),
   * flagged in the report; otherwise the benchmark refuses to start.
   */
  constructor(servesBuild: boolean, allowLoad = false, blocked: string[] = []) {
    this.stampAtStart = servesBuild ? buildStamp() : null
    this.meta.blocked = blocked
    const start = this.meta.loadAverage[0] ?? 0
    console.log(`Load average at the start: ${start} (${cpus().length} cores)`)
    if (start >= 1) {
      const message = `load average ${start} at the start: other work shares the CPU, and simulated throttling scales the CPU time it observed, so TBT, LCP and performance are inflated and noisy.`
      if (!allowLoad)
        fail(`Refusing to measure: ${message} Wait for a quiet machine, or pass --allow-load.`)
      this.meta.notes.push(`Measured busy (--allow-load): ${message}`)
      console.warn(`Warning: ${message}`)
    }
  }

  /** Versions as reported by the run itself, for the header of the report. */
  recordRun(lhr: Result) {
    this.meta.lighthouseVersion = lhr.lighthouseVersion
    this.meta.chrome = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'
    this.benchmarkIndexes.push(lhr.environment.benchmarkIndex)
  }

  /** Notes once if dist/client was rebuilt since the start (checked after each route). */
  checkBuild(path: string) {
    if (this.stampAtStart === null || buildStamp() === this.stampAtStart) return
    if (this.meta.notes.length > 0) return
    this.meta.notes.push(
      `dist/client was rebuilt during the run (noticed after ${path}): results may mix builds or catch a half-written one. Run again on a quiet tree.`,
    )
    console.warn(`Warning: ${this.meta.notes[0]}`)
  }

  /** Closes the Lighthouse pass: load average at the end, benchmark index range. */
  finish(): Meta {
    const { meta, benchmarkIndexes } = this
    meta.loadAverage.push(loadAverage())
    console.log(`Load average at the end: ${meta.loadAverage.at(-1)}`)
    meta.benchmarkIndex = benchmarkIndexes.length
      ? `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`
      : '–'
    if (Math.max(...meta.loadAverage) > cpus().length)
      meta.notes.push(
        `The machine was busy (load average above ${cpus().length}): simulated throttling scales the CPU work it observed, so TBT is inflated and performance understated.`,
      )
    return meta
  }
}
