/**
 * `npm run vitals`: the real visitors' vitals the server stored (server/vitals), as the Chrome UX
 * Report gives them: the 75th percentile of each metric per route and device class, with the
 * number of values behind it, then the refused beacons by reason. Values stored before the route
 * and range checks that those checks would refuse are left out and counted.
 * Reads VITALS_DB (default var/vitals.sqlite); `--json` prints the same as JSON.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { formatMetric, plausibleRows, rating, summarise } from '../server/vitals/report.ts'
import { readVitals } from '../server/vitals/store.ts'
import { METRIC_NAMES } from '../src/vitals/contract.ts'

const file = resolve(import.meta.dirname, '..', process.env.VITALS_DB || 'var/vitals.sqlite')
if (!existsSync(file)) {
  console.error(`No vitals yet: ${file} does not exist (the server creates it on start).`)
  process.exit(1)
}
const db = new DatabaseSync(file, { readOnly: true })
const { rows, refusals } = readVitals(db)
db.close()
const kept = plausibleRows(rows)
const ignored = rows.length - kept.length
const lines = summarise(kept)

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ lines, refusals, ignored }, null, 2))
} else {
  console.log(`Real visitors' vitals, 75th percentile (${file})\n`)
  const header = ['Route', 'Device', ...METRIC_NAMES]
  const table = lines.map((line) => [
    line.route,
    line.device,
    ...METRIC_NAMES.map((metric) => {
      const value = line.p75[metric]
      if (value === undefined) return '–'
      const mark = { good: '', 'needs improvement': ' ~', poor: ' !' }[rating(metric, value)]
      return `${formatMetric(metric, value)}${mark} (n=${line.counts[metric]})`
    }),
  ])
  const widths = header.map((h, i) =>
    Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)),
  )
  const print = (cells: string[]) =>
    console.log(
      cells
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
  print(header)
  print(widths.map((w) => '-'.repeat(w)))
  for (const row of table) print(row)
  if (lines.length === 0) console.log('(no beacons stored yet)')
  console.log('\n~ needs improvement, ! poor (web-vitals thresholds); n = values behind the p75.')
  const refused = Object.entries(refusals)
  if (ignored > 0) {
    console.log(
      `Left out: ${ignored} stored values for routes the site does not have or beyond the limits.`,
    )
  }
  console.log(
    `Refused beacons: ${refused.length ? refused.map(([r, n]) => `${r} ${n}`).join(', ') : 'none'}`,
  )
}
