import type { Category } from './targets.ts'

export type FailedAudit = {
  id: string
  category: Category
  title: string
  score: number
  displayValue?: string
  /** A few of the offending URLs, elements or sources, to know where to look. */
  items: string[]
}

export type RouteResult = {
  path: string
  /** Category scores 0–100 of the median run (performance is the median of all runs). */
  scores: Record<Category, number | null>
  performanceRuns: (number | null)[]
  lcpSeconds: number | null
  fcpSeconds: number | null
  /** LCP − FCP: zero when the largest paint is the first paint. */
  lcpAfterFcpSeconds: number | null
  cls: number | null
  tbtMs: number | null
  scriptKB: number | null
  totalKB: number | null
  /** Lighthouse's CPU benchmark for the reported run (lower means a busier machine). */
  benchmarkIndex: number | null
  failed: FailedAudit[]
  /** Audits that could not run (scoreDisplayMode "error"), with Lighthouse's message. */
  errored: string[]
  warnings: string[]
  error?: string
}

export type NoJsResult = {
  path: string
  status: number | null
  h1Visible: boolean
  h1Text: string
  loadSeconds: number | null
  fcpSeconds: number | null
  transferredKB: number
  requests: number
  error?: string
}

/** The conditions of a benchmark run, at the head of the report. */
export type Meta = {
  date: string
  lighthouseVersion: string
  chrome: string
  /** 1-minute load average at the start and at the end of the Lighthouse pass. */
  loadAverage: number[]
  benchmarkIndex: string
  /** The request kinds blocked in every run (--block), empty for a plain measurement. */
  blocked: string[]
  notes: string[]
}
