import type { Result } from 'lighthouse'
import { CATEGORIES, type Category } from './targets.ts'
import type { FailedAudit } from './types.ts'

// Audits whose score says nothing about pass or fail.
const NOT_GRADED = new Set(['informative', 'manual', 'notApplicable'])

/** A category score 0–100, or null when Lighthouse could not score it. */
export const score = (lhr: Result, category: Category): number | null => {
  const value = lhr.categories[category]?.score
  return value == null ? null : Math.round(value * 100)
}

export const numeric = (lhr: Result, id: string): number | null =>
  lhr.audits[id]?.numericValue ?? null

/** Transfer sizes by resource type from the resource-summary audit. */
export function transferKB(lhr: Result, resourceType: string): number | null {
  const details = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined
  const row = details?.items?.find((item) => item.resourceType === resourceType)
  return row?.transferSize == null ? null : Math.round(row.transferSize / 102.4) / 10
}

type DetailItem = {
  url?: unknown
  source?: { url?: unknown }
  node?: { selector?: unknown; snippet?: unknown }
  subItems?: { items?: DetailItem[] }
}

/**
 * The first few things an audit points at: a URL, a source location or a DOM node. Details
 * shapes vary per audit (tables, lists, checklists), so anything unrecognised is skipped.
 */
function offenders(details: unknown, limit = 3): string[] {
  const found: string[] = []
  const visit = (value: unknown) => {
    if (found.length >= limit || !value || typeof value !== 'object') return
    const item = value as DetailItem & { items?: unknown }
    const label =
      (typeof item.url === 'string' && item.url) ||
      (typeof item.source?.url === 'string' && item.source.url) ||
      (typeof item.node?.selector === 'string' &&
        `${item.node.selector}${typeof item.node.snippet === 'string' ? ` ${item.node.snippet}` : ''}`)
    if (label) {
      const short = label.length > 160 ? `${label.slice(0, 157)}…` : label
      if (!found.includes(short)) found.push(short)
      return
    }
    // Containers: table/opportunity items, list details, and insight sub-tables.
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child)
  }
  visit((details as { items?: unknown } | undefined)?.items)
  return found
}

/** The graded audits scoring below 1, worst first per category, and those that could not run. */
export function failedAudits(lhr: Result): { failed: FailedAudit[]; errored: string[] } {
  const failed: FailedAudit[] = []
  const errored: string[] = []
  const seen = new Set<string>()
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || seen.has(ref.id) || NOT_GRADED.has(audit.scoreDisplayMode)) continue
      seen.add(ref.id)
      if (audit.scoreDisplayMode === 'error') {
        errored.push(`${ref.id}: ${audit.errorMessage ?? 'error'}`)
      } else if (audit.score !== null && audit.score < 1) {
        failed.push({
          id: ref.id,
          category,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
          items: offenders(audit.details),
        })
      }
    }
  }
  // Worst first within each category, so the biggest problems head the list.
  failed.sort(
    (a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || a.score - b.score,
  )
  return { failed, errored }
}
