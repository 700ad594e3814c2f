/**
 * Two builds of the site, measured in turn on the same catalogue: each round types the bench's
 * queries and clicks its filters on build A, then on build B (B first in every other round), so
 * that this machine's drift in speed (the index build alone varies 2× between runs minutes
 * apart) falls on both alike. Prints the median per action for each build, B's change, and the
 * range that change may take by chance (a bootstrap of the samples): a range that holds 0 shows
 * no difference this many rounds can tell.
 *
 * Usage: node bench/catalogue/compare.ts --a DIST_A --b DIST_B [--size 5000]
 *   [--rounds 6] [--rate 4] [--port 4740] [--press-ms 0] [--latency-ms 0] [--screen desktop|phone]
 *   [--only filters|keys] [--no-worker a|b] [--samples]
 * --press-ms holds each filter button down that long before letting go (a finger's tap);
 * --latency-ms adds that much to every request (a phone's network, as Chromium emulates it).
 * --no-worker blocks the service worker on that side: the same build given as A and B then
 * measures what the worker costs a visitor's clicks.
 * --samples also prints every sample of each action, sorted.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { catalogueWithPins } from './folder.ts'
import {
  buildsSearchIndex,
  clickFilters,
  openCatalogue,
  type Sample,
  type Screen,
  typeQueries,
} from './measure.ts'
import { startServer } from './server.ts'
import { median, medianDifferenceInterval, quantile } from './stats.ts'

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    size: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '6' },
    rate: { type: 'string', default: '4' },
    port: { type: 'string', default: '4740' },
    'press-ms': { type: 'string', default: '0' },
    'latency-ms': { type: 'string', default: '0' },
    screen: { type: 'string', default: 'desktop' },
    /** 'filters' or 'keys' measures only those, for more rounds in the same time. */
    only: { type: 'string' },
    'no-worker': { type: 'string' },
    /** Also prints each action's samples, sorted: a change that shows as a second mode. */
    samples: { type: 'boolean', default: false },
  },
})
if (!values.a || !values.b) throw new Error('Usage: compare.ts --a DIST_A --b DIST_B')
const root = resolve(import.meta.dirname, '..', '..')
const builds = { A: resolve(root, values.a), B: resolve(root, values.b) }
const searchIndex = { A: buildsSearchIndex(builds.A), B: buildsSearchIndex(builds.B) }
const rounds = Number(values.rounds)

const dir = await mkdtemp(join(tmpdir(), 'compare-catalogue-'))
const catalogue = catalogueWithPins(Number(values.size), dir)
const servers = {
  A: await startServer({
    port: Number(values.port),
    dir: catalogue,
    db: join(dir, 'a.db'),
    dist: builds.A,
  }),
  B: await startServer({
    port: Number(values.port) + 1,
    dir: catalogue,
    db: join(dir, 'b.db'),
    dist: builds.B,
  }),
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const samples: Record<'A' | 'B', Sample[]> = { A: [], B: [] }
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)
    for (const build of order) {
      const page: Page = await openCatalogue(browser, servers[build].url, Number(values.rate), {
        latencyMs: Number(values['latency-ms']),
        screen: values.screen as Screen,
        searchIndex: searchIndex[build],
        worker: values['no-worker']?.toUpperCase() !== build,
      })
      if (values.only !== 'filters') samples[build].push(...(await typeQueries(page)))
      if (values.only !== 'keys')
        samples[build].push(...(await clickFilters(page, { pressMs: Number(values['press-ms']) })))
      await page.close()
    }
    process.stdout.write(`round ${round + 1}/${rounds}\r`)
  }
} finally {
  await browser.close()
  await Promise.all([servers.A.stop(), servers.B.stop()])
  await rm(dir, { recursive: true, force: true })
}

const actions = [...new Set(samples.A.map((s) => s.action))]
const groups: [string, (s: Sample) => boolean][] = [
  ['keystroke', (s) => s.action === 'keystroke'],
  ['filter (all)', (s) => s.action !== 'keystroke'],
  ...actions
    .filter((action) => action !== 'keystroke')
    .map((action): [string, (s: Sample) => boolean] => [action, (s) => s.action === action]),
]
console.log(
  `A: ${values.a}\nB: ${values.b}\n${rounds} rounds, ${values.screen}, press ${values['press-ms']} ms, latency ${values['latency-ms']} ms${values['no-worker'] ? `, no service worker on ${values['no-worker'].toUpperCase()}` : ''}; results painted (median, ms):`,
)
console.log(
  '| action | A | B | B − A | 90% interval | p75 A | p75 B |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
)
for (const [label, keep] of groups) {
  if (!samples.A.some(keep)) continue
  const a = median(samples.A.filter(keep).map((s) => s.results))
  const b = median(samples.B.filter(keep).map((s) => s.results))
  const [low, high] = medianDifferenceInterval(
    samples.A.filter(keep).map((s) => s.results),
    samples.B.filter(keep).map((s) => s.results),
  )
  // The 75th percentile is what the catalogue's targets are set on.
  const [p75a, p75b] = [samples.A, samples.B].map((all) =>
    quantile(
      all.filter(keep).map((s) => s.results),
      0.75,
    ),
  )
  console.log(
    `| ${label} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b - a).toFixed(0)} | ${low.toFixed(0)} to ${high.toFixed(0)} | ${p75a?.toFixed(0)} | ${p75b?.toFixed(0)} |`,
  )
}
if (values.samples) {
  for (const action of actions) {
    for (const build of ['A', 'B'] as const) {
      const sorted = samples[build]
        .filter((s) => s.action === action)
        .map((s) => s.results.toFixed(0))
        .sort((x, y) => Number(x) - Number(y))
      console.log(`${action} ${build}: ${sorted.join(' ')}`)
    }
  }
}
