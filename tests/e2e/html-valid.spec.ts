import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './test'

/**
 * Every prerendered page is valid HTML by the Nu Html Checker (the W3C validator's engine, from
 * the `vnu-jar` package), run once with Java over the whole build. Java comes from the machine
 * (Debian's `default-jre-headless`, which `.ci/run` installs when `java` is missing); the
 * package's own download of a Java runtime is turned off (`allowScripts` in package.json).
 */

const CLIENT_DIR = 'dist/client'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * What the checker reports that is no fault of the page, each message exactly as it writes it:
 * CSS properties it does not know yet (scroll-driven animations and `line-clamp`, which the
 * browsers ship), `blocking="render"` on the `<link rel="expect">` that holds the first paint
 * for the header (the HTML standard allows it there; the checker allows it on stylesheets only),
 * and `autocomplete="tel-national"` on the phone fields, a valid autofill name it refuses.
 */
const KNOWN_GAPS: readonly { message: string; extract?: string }[] = [
  ...['scroll-timeline', 'timeline-scope', 'animation-timeline', 'line-clamp'].map((property) => ({
    message: `CSS: “${property}”: Property “${property}” doesn't exist.`,
  })),
  {
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: '<link rel="expect"',
  },
  {
    message:
      'Bad value “tel-national” for attribute “autocomplete” on element “input”: The autofill field name “tel-national” is not allowed in this context.',
  },
]

type Message = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

const knownGap = (message: Message) =>
  KNOWN_GAPS.some(
    (gap) =>
      message.message === gap.message &&
      (gap.extract === undefined || (message.extract ?? '').includes(gap.extract)),
  )

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * The pages as the checker reads them: each page whole, except that a stylesheet it has already
 * read in another page is left out (its <style> stays, empty). Every page inlines the same one,
 * and checking its CSS again on each page was most of the checker's time.
 */
async function pagesToCheck(files: readonly string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'html-valid-'))
  const read = new Set<string>()
  for (const file of files) {
    const html = (await readFile(join(CLIENT_DIR, file), 'utf8')).replace(
      /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
      (whole, open: string, css: string, close: string) => {
        if (!read.has(css)) {
          read.add(css)
          return whole
        }
        return `${open}${close}`
      },
    )
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await writeFile(join(dir, file), html)
  }
  return dir
}

test('every prerendered page is valid HTML (Nu Html Checker)', async () => {
  // One Java run over some two hundred pages; a busy machine can make it slow.
  test.setTimeout(180_000)
  const files = await htmlFiles(CLIENT_DIR)
  expect(files.length, 'prerendered pages').toBeGreaterThan(100)
  const java = await promisify(execFile)('java', ['-version']).catch(() => null)
  if (!java)
    throw new Error(
      'The HTML checker needs Java 11 or later: apt-get install default-jre-headless (.ci/run does).',
    )
  const pages = await pagesToCheck(files)
  try {
    const run = await promisify(execFile)(
      'java',
      [
        // The checker's schemas recurse deeply; the quick compiler alone does the work with less
        // CPU than the full one spends compiling.
        '-Xss16m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        vnuJar,
        '--errors-only',
        // Language detection only ever warns.
        '--no-langdetect',
        '--format',
        'json',
        '--stdout',
        '--skip-non-html',
        pages,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
    ).catch((failure: { stdout?: string; stderr?: string; code?: number }) => {
      // It exits with 1 when it found errors; anything else is its own failure.
      if (failure.code === 1 && failure.stdout) return { stdout: failure.stdout, stderr: '' }
      throw new Error(`the HTML checker failed: ${failure.stderr || String(failure)}`)
    })
    const { messages } = JSON.parse(run.stdout) as { messages: Message[] }
    const errors = messages
      .filter((message) => !knownGap(message))
      .map(
        (message) =>
          `${relative(pages, new URL(message.url ?? 'file:///').pathname)}:${message.lastLine ?? '?'}: ${message.type}: ${message.message}`,
      )
    expect(errors).toEqual([])
  } finally {
    await rm(pages, { recursive: true, force: true })
  }
})
