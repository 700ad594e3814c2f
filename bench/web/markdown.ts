import { cpus } from 'node:os'
import { misses, TARGETS } from './targets.ts'
import type { FailedAudit, Meta, NoJsResult, RouteResult } from './types.ts'

export const cell = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '–' : String(value)

/** A Markdown table; columns holding numbers are right-aligned. */
function table(header: string[], rows: (string | number | null)[][]): string {
  const numericColumn = (i: number) => rows.some((row) => typeof row[i] === 'number')
  const rule = header.map((_, i) => (numericColumn(i) ? '---:' : '---'))
  const lines = [header, rule, ...rows.map((row) => row.map(cell))]
  return lines.map((line) => `| ${line.join(' | ')} |`).join('\n')
}

function formatAudit(audit: FailedAudit, base: string): string {
  const value = audit.displayValue ? ` — ${audit.displayValue}` : ''
  const line = `\`${audit.id}\` (${audit.category}, score ${Math.round(audit.score * 100) / 100}): ${audit.title}${value}`
  // Same-origin URLs shortened to their path; backticks keep HTML snippets literal in Markdown.
  const items = audit.items.map(
    (item) => `  - \`${item.replaceAll(base, '').replaceAll('`', "'").replace(/\s+/g, ' ')}\``,
  )
  return [line, ...items].join('\n')
}

function commonFailures(results: RouteResult[]): Set<string> {
  const graded = results.filter((route) => route.scores.performance !== null)
  const [first, ...rest] = graded
  if (!first) return new Set()
  return new Set(
    first.failed
      .map((audit) => audit.id)
      .filter((id) => rest.every((route) => route.failed.some((audit) => audit.id === id))),
  )
}

function scoresTable(results: RouteResult[], runs: number): string {
  return table(
    [
      'Route',
      runs > 1 ? `Perf (median of ${runs})` : 'Perf',
      'A11y',
      'Best pr.',
      'SEO',
      'FCP (s)',
      'LCP (s)',
      'LCP−FCP (s)',
      'CLS',
      'TBT (ms)',
      'JS (KB)',
      'Total (KB)',
    ],
    results.map((route) => [
      `\`${route.path}\``,
      route.scores.performance,
      route.scores.accessibility,
      route.scores['best-practices'],
      route.scores.seo,
      route.fcpSeconds,
      route.lcpSeconds,
      route.lcpAfterFcpSeconds,
      route.cls,
      route.tbtMs,
      route.scriptKB,
      route.totalKB,
    ]),
  )
}

/** Audits failing on every route are listed once, so the per-route lists show what is specific. */
function failedAuditSections(base: string, results: RouteResult[]): string {
  const everywhere = results.length > 1 ? commonFailures(results) : new Set<string>()
  const common = results
    .flatMap((route) => route.failed)
    .filter(
      (audit, index, all) =>
        everywhere.has(audit.id) && all.findIndex((a) => a.id === audit.id) === index,
    )
  const perRoute = results
    .map((route) => {
      const own = route.failed.filter((audit) => !everywhere.has(audit.id))
      const lines = [
        ...own.map((audit) => `- ${formatAudit(audit, base)}`),
        ...route.errored.map((message) => `- audit error: ${message}`),
        ...route.warnings.map((message) => `- warning: ${message}`),
        ...(route.error ? [`- run error: ${route.error}`] : []),
      ]
      return `### \`${route.path}\`\n\n${lines.length ? lines.join('\n') : '- nothing beyond the common list'}`
    })
    .join('\n\n')
  return `### On every route

Values and examples as measured on \`${results[0]?.path ?? '/'}\`.

${common.length ? common.map((audit) => `- ${formatAudit(audit, base)}`).join('\n') : '- none'}

${perRoute}`
}

function withoutJsTable(results: RouteResult[], noJs: NoJsResult[]): string {
  return table(
    [
      'Route',
      'Status',
      'h1 visible',
      'Load (s)',
      'FCP (s)',
      'Transferred (KB)',
      'Requests',
      'With JS (KB)',
      'h1',
    ],
    noJs.map((row) => [
      `\`${row.path}\``,
      row.status,
      row.error ? `error: ${row.error}` : row.h1Visible ? 'yes' : '**no**',
      row.loadSeconds,
      row.fcpSeconds,
      row.transferredKB,
      row.requests,
      results.find((route) => route.path === row.path)?.totalKB ?? null,
      row.h1Text ? row.h1Text.replaceAll('|', '\\|').slice(0, 60) : '–',
    ]),
  )
}

/** The whole report, as written to bench/results/web.md. */
export function markdown(
  base: string,
  results: RouteResult[],
  noJs: NoJsResult[],
  meta: Meta,
  runs: number,
): string {
  const targets = `**Targets:** performance ≥ ${TARGETS.performance} on every route; accessibility, best practices and SEO ${TARGETS.accessibility}.`
  const missed = results.filter((route) => misses(route).length > 0)
  const missLines = missed.length
    ? missed.map((route) => `- \`${route.path}\`: ${misses(route).join(', ')}`).join('\n')
    : 'Every route meets the targets.'

  return `# Web benchmark

${targets}

Measured ${meta.date} against ${base} — Lighthouse ${meta.lighthouseVersion}, mobile preset (Moto G Power emulation, simulated slow 4G, 4× CPU), ${meta.chrome}, ${runs} run(s) per route. Load average ${meta.loadAverage.join(' → ')} on ${cpus().length} cores; CPU benchmark index ${meta.benchmarkIndex}.${meta.blocked.length ? ` **Blocked in every run: ${meta.blocked.join(', ')}** (Lighthouse URL blocking).` : ''}
${meta.notes.map((note) => `\n> ⚠ ${note}`).join('\n')}

${scoresTable(results, runs)}

## Routes missing the targets

${missLines}

## Failed audits

Score below 1, leaving out informative, manual and not-applicable audits.

${failedAuditSections(base, results)}

## The same pages without JavaScript

Playwright, JavaScript disabled, same phone emulation with Lighthouse's mobile throttling applied through DevTools (observed times, not simulated). "Load" is the load event, "With JS" the total transfer of the Lighthouse run.

${withoutJsTable(results, noJs)}
`
}
