/**
 * `npm run bench:catalogue`: how fast the door-pins catalogue answers a visitor on a slow phone,
 * and what its first use downloads. For door-pins pages of 174 (the sample) and 5,000 door pins
 * (a generated catalogue holds as many parts of the other lines beside them: 10,000 parts), on a
 * 4× throttled CPU in Chromium: the time from a keystroke in the search box or a filter click
 * (make, model, year, clear) to the paint of the updated results, and the bytes of a first visit
 * with an empty cache (the page, its code and the catalogue's data, compressed as sent). Targets
 * at 5,000 door pins on the phone's screen: at most 100 ms at the 75th percentile per keystroke
 * and per filter, and at most 150 KB downloaded (bench/README.md). A build that still searches in
 * the browser is measured once its search index is built, whose time is shown. Writes
 * bench/results/catalogue.md.
 *
 * Usage: node bench/catalogue.ts [--sizes 174,5000] [--rounds 2] [--rate 4]
 *   [--screens phone,desktop] [--dist dist] [--out bench/results/catalogue.md] [--json FILE]
 * --json also writes each size's p75s and first-use bytes for another bench (bench:scale).
 * Each size is measured on a phone's screen (412 × 823, as Lighthouse emulates a phone, the panel
 * of filters opened before each choice) and on a laptop's (1280 × 900).
 * Uses the built site in dist/ (run `npm run build:local` first; built here when missing), or
 * another build given by --dist (to compare two versions under the same load). Each
 * size is served by the real server in its own process, on ports 4430 and up.
 * The parts live in bench/catalogue/: folder (the catalogue of each size, seeded), server,
 * probe (in the page), measure (the actions and the bytes), stats.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { catalogueWithPins } from './catalogue/folder.ts'
import {
  buildsSearchIndex,
  type CatalogueSummary,
  clickFilters,
  type FirstUse,
  firstUseBytes,
  indexBuildTime,
  openCatalogue,
  type Sample,
  SCREENS,
  type Screen,
  typeQueries,
} from './catalogue/measure.ts'
import { startServer } from './catalogue/server.ts'
import { median, p95, quantile } from './catalogue/stats.ts'

const TARGET_MS = 100
/** The target is read at this percentile, as field data (INP, CrUX) is. */
const TARGET_SHARE = 0.75
const TARGET_SIZE = 5000
/** What a first use may download at most, compressed. */
const TARGET_KB = 150
const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '174,5000' },
    rounds: { type: 'string', default: '2' },
    rate: { type: 'string', default: '4' },
    screens: { type: 'string', default: 'phone,desktop' },
    port: { type: 'string', default: '4430' },
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'bench/results/catalogue.md' },
    json: { type: 'string' },
  },
})
const sizes = values.sizes.split(',').map(Number)
const rounds = Number(values.rounds)
const rate = Number(values.rate)
const basePort = Number(values.port)
const screens = values.screens.split(',') as Screen[]
for (const screen of screens) if (!(screen in SCREENS)) throw new Error(`No screen "${screen}"`)

const dist = resolve(root, values.dist)
const out = resolve(root, values.out)
if (!existsSync(join(dist, 'client/index.html'))) {
  if (values.dist !== 'dist') throw new Error(`No build in ${dist}`)
  console.log('No build in dist/: running npm run build:local…')
  execFileSync('npm', ['run', 'build:local'], { cwd: root, stdio: 'inherit' })
}
const searchIndex = buildsSearchIndex(dist)

/**
 * How many door pins the build drew card pictures for. A card beyond them shows the server's
 * stand-in, a drawing the phone parses as a document of its own, which costs more than the
 * pictures a build made for that catalogue: such a size is flagged in the report.
 */
function cardPictures(): number {
  const folder = join(dist, 'client/img/productos/vistas')
  if (!existsSync(folder)) return 0
  return readdirSync(folder).filter((name) => name.endsWith('-160.webp')).length
}
const pictured = cardPictures()
const unpictured = sizes.filter((size) => size > pictured)
if (unpictured.length > 0) {
  console.log(
    `The build drew card pictures for ${pictured} door pins only: at ${unpictured.join(', ')}, cards beyond them show the server's stand-in.`,
  )
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

type SizeResult = {
  screen: Screen
  size: number
  indexBuilds: number[]
  keystrokes: Sample[]
  filters: Sample[]
  firstUse: FirstUse
  load: string
}

const dir = await mkdtemp(join(tmpdir(), 'bench-catalogue-'))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const results: SizeResult[] = []
console.log(`Load average before: ${load()} (1, 5, 15 min)`)
try {
  for (const [index, size] of sizes.entries()) {
    const server = await startServer({
      port: basePort + index,
      dir: catalogueWithPins(size, dir),
      db: join(dir, `${size}.db`),
      dist,
    })
    try {
      for (const screen of screens) {
        const indexBuilds: number[] = []
        const keystrokes: Sample[] = []
        const filters: Sample[] = []
        const firstUse = await firstUseBytes(browser, server.url, screen)
        for (let round = 0; round < rounds; round++) {
          const page = await openCatalogue(browser, server.url, rate, { screen, searchIndex })
          indexBuilds.push(await indexBuildTime(page))
          keystrokes.push(...(await typeQueries(page)))
          filters.push(...(await clickFilters(page)))
          await page.close()
        }
        const result = { screen, size, indexBuilds, keystrokes, filters, firstUse, load: load() }
        results.push(result)
        console.log(
          `${screen}, ${size} door pins: keystroke ${stat(keystrokes)}, filter ${stat(filters)}, first use ${kb(firstUse.total)} (API ${kb(firstUse.api)}), index build ${indexTime(indexBuilds)} (load ${result.load})`,
        )
      }
    } finally {
      await server.stop()
    }
  }
} finally {
  await browser.close()
  await rm(dir, { recursive: true, force: true })
}

function stat(samples: Sample[], field: 'results' | 'event' = 'results'): string {
  const times = samples.map((s) => s[field])
  return `median ${median(times).toFixed(0)} ms, p95 ${p95(times).toFixed(0)} ms`
}

const ms = (value: number) => `${value.toFixed(0)} ms`
function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
function indexTime(builds: number[]): string {
  const time = median(builds)
  return Number.isNaN(time) ? 'none' : `${time.toFixed(1)} ms`
}
const row = (cells: string[]) => `| ${cells.join(' | ')} |`
const times = (samples: Sample[], field: 'results' | 'event') => samples.map((s) => s[field])
const spread = (values: number[]) =>
  [median(values), quantile(values, TARGET_SHARE), p95(values)].map(ms).join(' / ')
const lines = [
  '# Catalogue speed',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:catalogue${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`: Debian Chromium, CPU throttled ${rate}× (CDP Emulation.setCPUThrottlingRate), on a phone's screen (412 × 823 at 1.75×, touch, as Lighthouse emulates a phone; the filter panel opened before each choice, as a visitor does) and a laptop's (1280 × 900), reduced motion (the scroll to the results is instant, so the time is the rendering's), the build in \`${values.dist}\` served by the real server. Sizes count door pins; a generated catalogue holds as many parts of the other lines beside them. Targets at ${TARGET_SIZE.toLocaleString('en')} door pins on the phone's screen: at most ${TARGET_MS} ms at p${TARGET_SHARE * 100} per keystroke and per filter, at most ${TARGET_KB} KB downloaded by a first use.`,
  '',
  "**Results painted**: from the keystroke or click (keydown / pointerdown) to the paint after the results last changed (a filter includes its API call). **Event (INP)**: the longest Event Timing entry of the interaction, as INP counts it (16 means 16 ms or less). Median / p75 / p95. **First use**: every byte a first visit with an empty cache downloads (compressed, headers included) from opening the page to its cards shown after scrolling to the catalogue, and whatever follows until the network is quiet; in brackets, the catalogue API's share. **Search index build**: the browser's index of the whole list, in builds that search in the browser.",
  '',
  row([
    'Screen',
    'Door pins',
    'Keystroke: results painted',
    'Keystroke: event (INP)',
    'Filter: results painted',
    'Filter: event (INP)',
    'First use (API)',
    'Search index build',
    'Load average (1, 5, 15 min)',
  ]),
  row(['---', '---:', '---', '---', '---', '---', '---:', '---:', '---']),
  ...results.map((r) =>
    row([
      r.screen,
      r.size.toLocaleString('en'),
      spread(times(r.keystrokes, 'results')),
      spread(times(r.keystrokes, 'event')),
      spread(times(r.filters, 'results')),
      spread(times(r.filters, 'event')),
      `${kb(r.firstUse.total)} (${kb(r.firstUse.api)})`,
      indexTime(r.indexBuilds),
      r.load,
    ]),
  ),
  ...(unpictured.length > 0
    ? [
        '',
        `⚠ The build in \`${values.dist}\` drew card pictures for ${pictured.toLocaleString('en')} door pins: at ${unpictured.map((size) => size.toLocaleString('en')).join(', ')} door pins the cards beyond them show the server's stand-in, a drawing parsed as a document per card, so those figures overstate a build made for that catalogue (\`npm run bench:scale\` builds one; \`--dist var/bench-scale/dist\` measures it).`,
      ]
    : []),
  '',
  'Each filter click, results painted (median / p95):',
  '',
  row(['Screen', 'Door pins', ...[...new Set(results[0]?.filters.map((s) => s.action))]]),
  row(['---', '---:', ...[...new Set(results[0]?.filters.map((s) => s.action))].map(() => '---')]),
  ...results.map((r) =>
    row([
      r.screen,
      r.size.toLocaleString('en'),
      ...[...new Set(r.filters.map((s) => s.action))].map((action) => {
        const of = r.filters.filter((s) => s.action === action).map((s) => s.results)
        return `${ms(median(of))} / ${ms(p95(of))}`
      }),
    ]),
  ),
  '',
  `Samples per size and screen: ${results[0]?.keystrokes.length ?? 0} keystrokes (${rounds} rounds of typing "tsuru", "pp 12", "sentar", each then cleared), ${results[0]?.filters.length ?? 0} filter clicks, one first visit; the largest download of each first visit: ${results.map((r) => `${r.screen} ${r.size.toLocaleString('en')}: ${r.firstUse.largest.url} ${kb(r.firstUse.largest.bytes)}`).join('; ')}. The machine was shared with other jobs; the load average shows how much.`,
  '',
]
await mkdir(dirname(out), { recursive: true })
await writeFile(out, lines.join('\n'))
if (values.json) {
  const summary: CatalogueSummary[] = results.map((r) => ({
    screen: r.screen,
    size: r.size,
    keystrokeP75: quantile(times(r.keystrokes, 'results'), TARGET_SHARE),
    filterP75: quantile(times(r.filters, 'results'), TARGET_SHARE),
    firstUseBytes: r.firstUse.total,
    firstUseApiBytes: r.firstUse.api,
    load: r.load,
  }))
  await writeFile(resolve(root, values.json), JSON.stringify(summary))
}
console.log(`\n${lines.slice(6, 8 + results.length).join('\n')}`)
console.log(`Load average after: ${load()}\nWritten to ${out}`)
const percentile = `p${TARGET_SHARE * 100}`
for (const atTarget of results.filter((r) => r.size === TARGET_SIZE && r.screen === 'phone')) {
  const worst = Math.max(
    quantile(times(atTarget.keystrokes, 'results'), TARGET_SHARE),
    quantile(times(atTarget.filters, 'results'), TARGET_SHARE),
  )
  console.log(
    worst <= TARGET_MS
      ? `Target met at ${TARGET_SIZE} door pins on the phone: ${percentile} at most ${TARGET_MS} ms.`
      : `Target missed at ${TARGET_SIZE} door pins on the phone: a ${percentile} of ${worst.toFixed(0)} ms (target ${TARGET_MS} ms).`,
  )
  const downloaded = atTarget.firstUse.total / 1024
  console.log(
    downloaded <= TARGET_KB
      ? `First use within ${TARGET_KB} KB: ${downloaded.toFixed(1)} KB.`
      : `First use over ${TARGET_KB} KB: ${downloaded.toFixed(1)} KB.`,
  )
}
