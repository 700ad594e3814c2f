/**
 * Where the milliseconds of one keystroke and one filter click go, on the bench's page: a
 * Chromium trace (devtools.timeline) of each action, its main-thread time summed by kind
 * (script, style, layout, paint, ...) and the JS self time by function (CPU profile).
 *
 * Usage: node bench/catalogue/profile.ts [--size 5000] [--rate 4] [--port 4720]
 *   [--dist dist] [--trace-dir /tmp] [--cpu-only] [--screen desktop|phone]
 * A build made with `vite build --minify false` keeps the function names. --trace-dir writes each
 * action's trace (opens in Chromium's Performance panel). --cpu-only skips the JS profile and
 * prints, per kind of action, the main thread's time in the 300 ms after the input: a comparison
 * of two builds that a busy machine disturbs less than `npm run bench:catalogue` does.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { catalogueWithPins } from './folder.ts'
import {
  armProbe,
  buildsSearchIndex,
  CATALOGUE,
  filterControl,
  openCatalogue,
  openFilters,
  type Screen,
} from './measure.ts'
import { startServer } from './server.ts'
import { median } from './stats.ts'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '4' },
    port: { type: 'string', default: '4720' },
    dist: { type: 'string', default: 'dist' },
    'trace-dir': { type: 'string' },
    /** One line per action: main-thread CPU time (thread time, so less sensitive to load). */
    'cpu-only': { type: 'boolean', default: false },
    screen: { type: 'string', default: 'desktop' },
  },
})
const root = resolve(import.meta.dirname, '..', '..')

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** Thread time */
  tdur?: number
  tid: number
  pid: number
  args?: { data?: Record<string, unknown>; name?: string }
}
type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

async function trace(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  })
  await act()
  const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()))
  await cdp.send('Tracing.end')
  await done
  return events
}

/** The renderer's main thread in a trace. */
function mainThread(events: TraceEvent[]): TraceEvent | undefined {
  return events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.data === undefined && e.args?.name === 'CrRendererMain',
  )
}

/** When the action's first input event (keydown or pointerdown) was dispatched. */
function inputTime(events: TraceEvent[]): number {
  return (
    events.find(
      (e) =>
        e.name === 'EventDispatch' &&
        ['keydown', 'pointerdown'].includes(String(e.args?.data?.type)),
    )?.ts ?? 0
  )
}

/** Writes the action's trace to --trace-dir, if given (opens in Chromium's Performance panel). */
async function saveTrace(label: string, events: TraceEvent[]): Promise<void> {
  if (!values['trace-dir']) return
  await writeFile(
    join(values['trace-dir'], `${label.replace(/\W+/g, '-')}.json`),
    JSON.stringify({ traceEvents: events }),
  )
}

/** Main-thread time of the renderer by event name, nested events subtracted (self time). */
function summarise(events: TraceEvent[], from: number, windowMs = 300): string {
  const main = mainThread(events)
  const complete = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.ts >= from - 5000 &&
        e.ts < from + windowMs * 1000 &&
        (!main || (e.pid === main.pid && e.tid === main.tid)),
    )
    .toSorted((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: { end: number; name: string }[] = []
  for (const e of complete) {
    const end = e.ts + (e.dur ?? 0)
    while (stack.length && (stack.at(-1) as { end: number }).end <= e.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (e.dur ?? 0))
    self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0))
    stack.push({ end, name: e.name })
  }
  const tasks = complete.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 1000)
  return [
    ...[...self.entries()]
      .filter(([, us]) => us > 300)
      .toSorted((a, b) => b[1] - a[1])
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`),
    `  tasks over 1 ms: ${tasks.map((t) => ((t.dur ?? 0) / 1000).toFixed(1)).join(', ')}`,
  ].join('\n')
}

/**
 * JS time by function (CPU profile samples in the first `windowMs` after the action began), the
 * top entries: self time, and total time (callees included) of the page's own functions.
 */
function hotFunctions(
  profile: CpuProfile & { startTime: number },
  from: number,
  windowMs: number,
  top = 25,
): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const nameOf = (node: ProfileNode) => {
    const f = node.callFrame
    const file = f.url.split('/').at(-1) ?? ''
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`
  }
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  let time = profile.startTime
  for (const [i, id] of profile.samples.entries()) {
    time += profile.timeDeltas[i] ?? 0
    if (time < from || time > from + windowMs * 1000) continue
    const node = byId.get(id)
    if (!node) continue
    const delta = profile.timeDeltas[i + 1] ?? 0
    self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + delta)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at) as ProfileNode)
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + delta)
    }
  }
  const list = (map: Map<string, number>, keep: (name: string) => boolean) =>
    [...map.entries()]
      .filter(([name]) => keep(name))
      .toSorted((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n')
  return `self:\n${list(self, () => true)}\ntotal (named functions of the page):\n${list(total, (n) => /\.js:/.test(n) && !/^\(anonymous\)|^(performWorkUntilDeadline|flushWork|workLoop|performWorkOnRoot|performWorkOnRootViaSchedulerTask|renderRootConcurrent|workLoopConcurrent|performUnitOfWork|beginWork|dispatchDiscreteEvent|dispatchEvent|batchedUpdates)/.test(n))}`
}

/** Thread time and wall time of the renderer's main-thread tasks in the window after `from`. */
function cpuTime(
  events: TraceEvent[],
  from: number,
  windowMs = 300,
): { cpu: number; busy: number } {
  const main = mainThread(events)
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === main?.pid &&
      e.tid === main?.tid &&
      e.ts >= from - 3000 &&
      e.ts < from + windowMs * 1000,
  )
  const sum = (of: (e: TraceEvent) => number) => tasks.reduce((total, e) => total + of(e), 0) / 1000
  return {
    cpu: sum((e) => e.tdur ?? 0),
    busy: sum((e) => e.dur ?? 0),
  }
}

const cpuSamples = new Map<string, { cpu: number; busy: number }[]>()

async function profiled(page: Page, label: string, act: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page)
  // The probe marks in the trace where the results changed and were painted.
  await armProbe(page)
  if (values['cpu-only']) {
    const events = await trace(cdp, async () => {
      await act()
      await page.waitForTimeout(400)
    })
    await saveTrace(label, events)
    const kind = label.split(' ')[0] as string
    cpuSamples.set(kind, [...(cpuSamples.get(kind) ?? []), cpuTime(events, inputTime(events))])
    await cdp.detach()
    return
  }
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  const events = await trace(cdp, async () => {
    await act()
    await page.waitForTimeout(600)
  })
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: CpuProfile & { startTime: number }
  }
  await saveTrace(label, events)
  // The trace and the profile share the monotonic clock.
  const input = inputTime(events)
  console.log(
    `\n## ${label}: main thread self time, 300 ms from the input\n${summarise(events, input)}`,
  )
  console.log(`\n## ${label}: JS self time by function\n${hotFunctions(profile, input, 300)}`)
  await cdp.detach()
}

const size = Number(values.size)
const dir = await mkdtemp(join(tmpdir(), 'profile-catalogue-'))
const server = await startServer({
  port: Number(values.port),
  dir: catalogueWithPins(size, dir),
  db: join(dir, 'db'),
  dist: resolve(root, values.dist),
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await openCatalogue(browser, server.url, Number(values.rate), {
    screen: values.screen as Screen,
    searchIndex: buildsSearchIndex(resolve(root, values.dist)),
  })
  const box = page.locator(CATALOGUE).getByRole('searchbox')
  await box.click()
  await page.keyboard.press('t')
  await page.waitForTimeout(400)
  await profiled(page, 'keystroke (s after t)', () => page.keyboard.press('s'))
  await profiled(page, 'keystroke (u after ts)', () => page.keyboard.press('u'))
  if (values['cpu-only']) {
    for (const key of 'ru')
      await profiled(page, `keystroke (${key})`, () => page.keyboard.press(key))
    await page.keyboard.press('Control+A')
    await profiled(page, 'keystroke (clear)', () => page.keyboard.press('Backspace'))
    for (const key of 'pp 1')
      await profiled(page, `keystroke (${key})`, () => page.keyboard.press(key))
  }
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await page.waitForTimeout(800)
  // A filter click, traced; on a phone the folded filters are opened first, outside the trace.
  const choose = async (label: string, name: RegExp) => {
    await openFilters(page)
    const button = filterControl(page, name)
    await profiled(page, `filter ${label}`, async () => {
      await button.scrollIntoViewIfNeeded()
      await button.click()
    })
  }
  await choose('make (Nissan)', /^Nissan(\s|$)/)
  await choose('model (Tsuru)', /^Tsuru(\s|$)/)
  await choose('year (2010)', /^2010$/)
  await choose('clear (Mostrar todos)', /^Mostrar todos(\s|$)/)
  for (const [kind, samples] of cpuSamples) {
    const med = (of: (s: { cpu: number; busy: number }) => number) =>
      median(samples.map(of)).toFixed(1)
    console.log(
      `${kind}: main-thread CPU ${med((s) => s.cpu)} ms, busy ${med((s) => s.busy)} ms in the 300 ms after the input (median of ${samples.length})`,
    )
  }
} finally {
  await browser.close()
  await server.stop()
  await rm(dir, { recursive: true, force: true })
}
