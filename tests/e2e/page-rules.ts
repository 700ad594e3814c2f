import { brotliCompressSync, constants } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { searchEndpoint } from '../../src/catalogue/contract'
import { partPath } from '../../src/catalogue/part-path'
import { tableLine } from '../../src/sections/line-table/columns'
import { tablePageSize } from '../../src/sections/line-table/page-size'
import type { PageDocument } from '../../src/sections/types'
import { waitForHydration } from './helpers'

/**
 * The rules every page of the site keeps, each a function that looks at the page as it is and
 * returns its problems (an empty list when the page keeps the rule). every-page.spec.ts runs them
 * all on one visit per page and width; the one-off tests reuse some of them.
 */

/** A path no page has: the site's 404 page, checked like every other page. */
export const NOT_FOUND_PATH = '/pagina-que-no-existe'

/** The phone every phone rule holds on. */
export const PHONE = { width: 360, height: 640 }

/**
 * Opens a page and waits until it is whole: hydrated and the web fonts in. The loading bar may
 * still be running: it takes no clicks and covers nothing (shell.spec.ts checks it).
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready)
  return response
}

/** What the pictures of one page may weigh together, brotli-compressed as served. */
export const PICTURE_BUDGET_BYTES = 60 * 1024

/**
 * The page's pictures over their budget, once scrolled through and `settled` (the network quiet):
 * every SVG on the page as it shows (inline in the HTML or
 * drawn in the browser: renders, drawings, icons), compressed together with brotli at the
 * quality of the build's precompression, plus every image file it loaded.
 */
export async function heavyPictures(page: Page, settled: () => Promise<void>): Promise<string[]> {
  await showEverySection(page, settled)
  const { markup, files } = await page.evaluate(() => ({
    markup: [...document.querySelectorAll('svg')]
      .filter((svg) => !svg.parentElement?.closest('svg'))
      .map((svg) => svg.outerHTML)
      .join(''),
    files: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(svg|png|jpe?g|webp|avif|gif)(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  }))
  const inline = brotliCompressSync(markup, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length
  const total = inline + files
  return total > PICTURE_BUDGET_BYTES
    ? [
        `pictures weigh ${(total / 1024).toFixed(1)} KB (inline SVG ${(inline / 1024).toFixed(1)} KB brotli, files ${(files / 1024).toFixed(1)} KB), over ${PICTURE_BUDGET_BYTES / 1024} KB`,
      ]
    : []
}

/**
 * Scrolls down the page a screen at a time, so that every section loaded on approach (the
 * catalogue's cards among them) comes in, then waits for what that asked for (`settled`).
 */
async function showEverySection(page: Page, settled: () => Promise<void>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let top = 0; top < height; top += 600)
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
  await settled()
}

/**
 * Every tap target on the page smaller than 44 × 44 px that no exception covers. Exempt: links
 * inside running text (WCAG 2.5.5/2.5.8 exempt inline targets, whose size the line sets), and
 * the allow-listed targets that keep at least 24 × 24 px with room around them (the spacing
 * exception), listed with their reason below.
 */
export function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    /** Targets that may be 24 px, each with why 44 would not do. */
    const spacingException: { selector: string; reason: string }[] = [
      // None so far: every target on a phone reaches 44 × 44.
    ]
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'
    const problems: string[] = []
    const root = document.querySelector(rootSelector) ?? document.body
    const targets = [...root.querySelectorAll<HTMLElement>(selector)]
    for (const element of targets) {
      if (element.closest('dialog:not([open])')) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const box = element.getBoundingClientRect()
      // Visually hidden (the skip link until focused, hidden native inputs under a custom look).
      if (box.width <= 1 || box.height <= 1) continue
      if (box.right <= 0 || box.bottom + window.scrollY <= 0) continue
      // Carousel slides parked off-screen are not on screen to tap.
      if (box.left >= window.innerWidth || box.right <= 0) continue
      if (box.width >= 43.5 && box.height >= 43.5) continue
      // A link inside a sentence: its block holds more text than the link itself.
      const block = element.closest('p, li, td, dd, figcaption, blockquote')
      const blockText = block?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      const ownText = element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      if (element.tagName === 'A' && block && blockText.length > ownText.length + 2) continue
      const allowed = spacingException.some((entry) => element.matches(entry.selector))
      if (allowed && box.width >= 24 && box.height >= 24) continue
      const name =
        element.getAttribute('aria-label') ||
        ownText.slice(0, 40) ||
        element.getAttribute('name') ||
        element.outerHTML.slice(0, 60)
      problems.push(
        `${element.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
      )
    }
    return problems
  }, within)
}

/** Elements that reach past the right edge of the screen, outside anything that scrolls or clips. */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px screen`)
    const clipsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element)
      return overflowX !== 'visible'
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('dialog:not([open])')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= window.innerWidth + 0.5) continue
      let ancestor = element.parentElement
      let clipped = false
      while (ancestor && ancestor !== document.body) {
        if (clipsSideways(ancestor)) {
          clipped = true
          break
        }
        ancestor = ancestor.parentElement
      }
      if (clipped || !(element as HTMLElement).checkVisibility?.({ visibilityProperty: true }))
        continue
      problems.push(
        `${element.tagName.toLowerCase()}.${element.className} ends at ${Math.round(box.right)} px`,
      )
      if (problems.length > 10) break
    }
    return problems
  })
}

/**
 * The controls (links, buttons, fields) under the floating WhatsApp button at the current scroll
 * position, inside `scope`; with `stuck`, only those that stay on screen while the page scrolls
 * (in something fixed or sticky: a toast, a bar at the screen's bottom).
 */
export function controlsUnderFloatingButton(
  page: Page,
  {
    scope = 'body',
    stuck = false,
    controls = 'a[href], button, input, select, textarea, summary, [role="button"]',
  }: { scope?: string; stuck?: boolean; controls?: string } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ scope, stuck, controls: selector }) => {
      const button = document.querySelector<HTMLElement>('a[aria-label="Escríbenos por WhatsApp"]')
      if (!button?.checkVisibility()) return []
      const own = button.getBoundingClientRect()
      const staysOnScreen = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const { position } = getComputedStyle(node)
          if (position === 'fixed' || position === 'sticky') return true
        }
        return false
      }
      const controls = document.querySelectorAll<HTMLElement>(`${scope} :is(${selector})`)
      const covered: string[] = []
      for (const control of controls) {
        if (control === button || !control.checkVisibility({ visibilityProperty: true })) continue
        const box = control.getBoundingClientRect()
        const overlaps =
          box.width > 0 &&
          box.height > 0 &&
          box.left < own.right &&
          box.right > own.left &&
          box.top < own.bottom &&
          box.bottom > own.top
        if (overlaps && (!stuck || staysOnScreen(control)))
          covered.push(
            `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
          )
      }
      return covered
    },
    { scope, stuck, controls },
  )
}

/** What the floating WhatsApp button sits on at the current scroll position. */
function coveredByFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a[aria-label="Escríbenos por WhatsApp"]')
    if (!button?.checkVisibility()) return []
    const own = button.getBoundingClientRect()
    const covered: string[] = []
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (button.contains(element) || element.contains(button)) continue
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      const isPicture = element.matches('img, svg, picture, canvas, video, input, textarea')
      if (!hasText && !isPicture) continue
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      const box = element.getBoundingClientRect()
      const overlaps =
        box.left < own.right &&
        box.right > own.left &&
        box.top < own.bottom &&
        box.bottom > own.top &&
        box.width > 0 &&
        box.height > 0
      if (overlaps)
        covered.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30) ?? ''}"`,
        )
    }
    return covered
  })
}

/**
 * What the floating WhatsApp button covers anywhere from the top of the page to its end (looked
 * at in five steps). Leaves the page scrolled to its end. On a wide screen it covers nothing at
 * all (the page's column ends before it). On a phone the page's full-width text passes under it
 * as the page scrolls, as under any floating button: there it covers no control that stays on
 * screen (a toast, a bar stuck to the bottom), and, at the page's end, nothing (room is left).
 */
export async function coveredByFloatingButtonWhileScrolling(page: Page): Promise<string[]> {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  const phone = (page.viewportSize()?.width ?? 0) < 768
  const problems: string[] = []
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    // The last step goes to the end once the page has stopped growing (a catalogue loads its
    // cards as it nears): the end measured before they came is mid-page after.
    const y = fraction === 1 ? await scrollToSettledEnd(page) : Math.round(end * fraction)
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    const covered =
      phone && fraction < 1
        ? await controlsUnderFloatingButton(page, { stuck: true })
        : await coveredByFloatingButton(page)
    for (const item of covered) problems.push(`scrolled to ${y} px: covers ${item}`)
  }
  return problems
}

/** Scrolls to the page's end until the end stays where it is for a quarter of a second. */
async function scrollToSettledEnd(page: Page): Promise<number> {
  let y = -1
  for (let tries = 0; tries < 20; tries++) {
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    if (end === y) break
    y = end
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(250)
  }
  return y
}

/**
 * Every grid of equal cards in a page's main area (every CardGrid, and lists laid out as a CSS
 * grid of equal-width children): rows that start at the grid's left edge and stop short of its
 * right edge, i.e. a hole where a card is missing. Carousels are rows by design; the catalogue's
 * paged results (nine a page, by the spec) are the catalogue's to lay out.
 */
export function gridHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const holes: string[] = []
    const candidates = document.querySelectorAll<HTMLElement>(
      'main [data-card-grid], main ul, main ol',
    )
    for (const grid of candidates) {
      if (grid.closest('[aria-roledescription="carrusel"], [data-section="catalogue"]')) continue
      const style = getComputedStyle(grid)
      const laidOut = grid.hasAttribute('data-card-grid') || style.display === 'grid'
      if (!laidOut) continue
      const cards = [...grid.children]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
      if (cards.length < 2) continue
      const rows = new Map<number, DOMRect[]>()
      for (const box of cards) {
        const top = [...rows.keys()].find((key) => Math.abs(key - box.top) < 3) ?? box.top
        rows.set(top, [...(rows.get(top) ?? []), box])
      }
      const first = [...rows.values()][0] ?? []
      // A single column, or a row of unequal pieces (chips, tags), is not a card grid.
      if (first.length < 2 && rows.size < 2) continue
      const widths = first.map((box) => box.width)
      if (Math.max(...widths) / Math.min(...widths) > 1.05) continue
      if (first.length < 2) continue
      const frame = grid.getBoundingClientRect()
      const left = frame.left + Number.parseFloat(style.paddingLeft)
      const right = frame.right - Number.parseFloat(style.paddingRight)
      for (const row of rows.values()) {
        const rowLeft = Math.min(...row.map((box) => box.left))
        const rowRight = Math.max(...row.map((box) => box.right))
        if (Math.abs(rowLeft - left) < 2 && right - rowRight > 8) {
          const name = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className
          holes.push(
            `${name}: a row of ${row.length} ends ${Math.round(right - rowRight)} px short`,
          )
        }
      }
    }
    return holes
  })
}

/** Sections with running text but no heading of their own, and headings that only repeat. */
export function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const sections = document.querySelectorAll<HTMLElement>('main section')
    for (const section of sections) {
      if (section.parentElement?.closest('main section')) continue
      const text = [...section.querySelectorAll('p')].some(
        (p) => (p.textContent ?? '').trim().length > 120,
      )
      if (text && !section.querySelector('h1, h2')) {
        problems.push(`text without a heading: "${section.textContent?.trim().slice(0, 60)}…"`)
      }
      const h2 = section.querySelector('h2')
      const heading = h2?.textContent?.trim().toLowerCase()
      const eyebrow = h2?.previousElementSibling?.textContent?.trim().toLowerCase()
      if (heading && eyebrow === heading) {
        problems.push(`eyebrow repeats its heading: "${heading}"`)
      }
    }
    const headings = [...document.querySelectorAll('main h2')].map((h) =>
      (h.textContent ?? '').trim().toLowerCase(),
    )
    for (const heading of new Set(headings)) {
      if (headings.filter((other) => other === heading).length > 1) {
        problems.push(`heading used twice: "${heading}"`)
      }
    }
    return problems
  })
}

/**
 * Each SVG text that sticks out of the visible area of its drawing, with by how much: a text must
 * lie inside both the element's box and its viewBox.
 */
export function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tolerance = 0.5
    const problems: string[] = []
    for (const svg of document.querySelectorAll('svg')) {
      const texts = [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim())
      const box = svg.getBoundingClientRect()
      if (!texts.length || box.width === 0 || box.height === 0) continue
      // The viewBox on screen: what the drawing was laid out in, even where the box is larger.
      let visible = { left: box.left, top: box.top, right: box.right, bottom: box.bottom }
      const matrix = svg.getScreenCTM()
      const viewBox = svg.viewBox.baseVal
      if (matrix && viewBox && viewBox.width > 0) {
        const corner = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(matrix)
        const a = corner(viewBox.x, viewBox.y)
        const b = corner(viewBox.x + viewBox.width, viewBox.y + viewBox.height)
        visible = {
          left: Math.max(visible.left, Math.min(a.x, b.x)),
          top: Math.max(visible.top, Math.min(a.y, b.y)),
          right: Math.min(visible.right, Math.max(a.x, b.x)),
          bottom: Math.min(visible.bottom, Math.max(a.y, b.y)),
        }
      }
      const name =
        svg.querySelector('title')?.textContent ??
        svg.closest('section, dialog')?.querySelector('h1, h2, h3')?.textContent ??
        'SVG'
      for (const text of texts) {
        const r = text.getBoundingClientRect()
        const out = Math.max(
          visible.left - r.left,
          visible.top - r.top,
          r.right - visible.right,
          r.bottom - visible.bottom,
        )
        if (out > tolerance)
          problems.push(`${name}: "${text.textContent}" sticks out by ${out.toFixed(1)} px`)
      }
    }
    return problems
  })
}

/** Pairs of texts of one SVG whose boxes overlap, by more than a hair. */
export function overlappingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const svg of document.querySelectorAll('svg')) {
      const texts = [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim())
      const boxes = texts.map((text) => [text.textContent, text.getBoundingClientRect()] as const)
      for (const [index, [a, ra]] of boxes.entries())
        for (const [b, rb] of boxes.slice(index + 1)) {
          const apart =
            ra.right <= rb.left + 0.5 ||
            rb.right <= ra.left + 0.5 ||
            ra.bottom <= rb.top + 0.5 ||
            rb.bottom <= ra.top + 0.5
          if (!apart) problems.push(`"${a}" overlaps "${b}"`)
        }
    }
    return problems
  })
}

/** Well under the 0.1 Core Web Vitals call good: loading (a swap of faces, late code) must not move a page. */
export const MAX_SHIFT = 0.01

/**
 * Starts summing the page's layout shifts that no input explains, from its first frame (as CLS
 * counts them); call before opening the page, read with `layoutShift`.
 */
/**
 * Records, from before the page's first script, every use of the browser's locale data: Intl's
 * formatters and collators, `toLocale…String`, `localeCompare`. The first one a page makes loads
 * that data, a long task on a slow phone (docs/choices.md). Returns what was used so far, each with
 * the line of the page's code that asked.
 */
export async function watchLocaleData(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const uses: string[] = []
    ;(window as unknown as { __localeData: string[] }).__localeData = uses
    const note = (what: string) => {
      const caller = new Error().stack?.split('\n')[3]?.trim() ?? ''
      uses.push(`${what} ${caller.replace(location.origin, '')}`)
    }
    type Constructor = new (...args: unknown[]) => object
    const intl = Intl as unknown as Record<string, Constructor>
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules']) {
      const Original = intl[name] as Constructor
      const Watched = function Watched(...args: unknown[]) {
        note(`Intl.${name}`)
        return new Original(...args)
      }
      Watched.prototype = Original.prototype
      Object.setPrototypeOf(Watched, Original)
      intl[name] = Watched as unknown as Constructor
    }
    const watch = (owner: object, method: string, label: string) => {
      const methods = owner as Record<string, (...args: unknown[]) => unknown>
      const original = methods[method] as (...args: unknown[]) => unknown
      methods[method] = function (this: unknown, ...args: unknown[]) {
        note(label)
        return original.apply(this, args)
      }
    }
    watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString')
    for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
      watch(Date.prototype, method, `Date#${method}`)
    watch(String.prototype, 'localeCompare', 'String#localeCompare')
  })
  return () =>
    page.evaluate(() => (window as unknown as { __localeData?: string[] }).__localeData ?? [])
}

export async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0 }
    ;(window as unknown as { __shifts: typeof seen }).__shifts = seen
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) seen.shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift summed since the page opened (see `observeShifts`). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: { shift: number } }).__shifts.shift)
}

/** A shift above `MAX_SHIFT` so far, as a problem. */
export async function shiftProblems(page: Page): Promise<string[]> {
  const shift = await layoutShift(page)
  return shift > MAX_SHIFT ? [`the page moved by ${shift.toFixed(3)} (at most ${MAX_SHIFT})`] : []
}

/**
 * axe's violations of WCAG 2.2 AA and its best-practice rules (landmarks, heading order, one main).
 * Run in the page itself (legacy mode: no second page opened to gather frames' results, and the
 * site's pages hold no frame of their own origin) and collecting violations only: the same
 * rules, in a fraction of the time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

/**
 * Each line table of the page's content lists its line's first page of parts as the catalogue
 * orders them (as many as the table's page size, or all of a smaller line), each key linking its
 * part's page; a table that lists nothing says so.
 */
export async function lineTableProblems(page: Page, content: PageDocument): Promise<string[]> {
  const problems: string[] = []
  for (const section of content.sections) {
    if (section._type !== 'lineTable') continue
    const line = tableLine(section.line)
    if (!line) continue
    const size = tablePageSize(section.pageSize)
    const answer = await page.request.get(`/api${searchEndpoint({ por_pagina: size }, line)}`)
    const expected = (
      (await answer.json()) as { productos: { clave_producto: string }[] }
    ).productos.map((part) => part.clave_producto)
    const rows = await page
      .getByRole('region', { name: `Tabla: ${section.heading}`, exact: true })
      .locator('tbody th[scope="row"] a')
      .evaluateAll((links) =>
        links.map((link) => ({ key: link.textContent ?? '', href: link.getAttribute('href') })),
      )
    const keys = rows.map(({ key }) => key)
    if (keys.join() !== expected.join())
      problems.push(`${section.heading}: lists [${keys.join(', ')}], not [${expected.join(', ')}]`)
    if (expected.length === 0) problems.push(`${section.heading}: the line ${line} has no parts`)
    for (const { key, href } of rows)
      if (href !== partPath(line, key)) problems.push(`${section.heading}: ${key} links ${href}`)
  }
  return problems
}

/** Hosts a page may contact besides its own origin (the map frame loads only near view). */
const allowedHosts: Partial<Record<string, string[]>> = {
  '/contacto-ventas-pernos-birlos': ['www.openstreetmap.org', 'tile.openstreetmap.org'],
}

/**
 * Starts noting the page's requests to hosts other than its own (and those `path` is allowed);
 * call before opening the page. Also counts the requests still under way, for `waitForQuietNetwork`.
 */
export function watchRequests(page: Page, path: string, baseURL: string) {
  const own = new URL(baseURL).host
  const foreign: string[] = []
  const pending = new Set<unknown>()
  let lastChange = Date.now()
  page.on('request', (request) => {
    pending.add(request)
    lastChange = Date.now()
    const url = new URL(request.url())
    if (
      url.protocol.startsWith('http') &&
      url.host !== own &&
      !allowedHosts[path]?.includes(url.host)
    )
      foreign.push(request.url())
  })
  const done = (request: unknown) => {
    pending.delete(request)
    lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    /** The requests to foreign hosts so far. */
    foreign,
    /**
     * Waits until no request has been under way for `quietMs` (Playwright's networkidle fires
     * once per load, so it says nothing about what a later scroll asked for).
     */
    async waitForQuietNetwork(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      // A request a scroll asks for starts a frame or two later.
      lastChange = Math.max(lastChange, Date.now())
      while (Date.now() < deadline) {
        if (pending.size === 0 && Date.now() - lastChange >= quietMs) return
        await page.waitForTimeout(100)
      }
      throw new Error(`the network was still busy after ${timeoutMs} ms (${pending.size} requests)`)
    },
  }
}
