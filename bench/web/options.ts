import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pagePaths, unlistedPagePaths } from '../../src/site/pages.ts'
import { PHOTO_PATHS } from '../../tests/e2e/live/photo-documents.ts'
import { fail } from './fail.ts'

/** What `--block` can keep from loading, as Lighthouse URL patterns. */
export const BLOCKABLE = {
  js: ['*.js'],
  fonts: ['*.woff2', '*.woff'],
  css: ['*.css'],
  images: ['*.png', '*.jpg', '*.jpeg', '*.webp', '*.avif', '*.svg'],
} as const
export type Blockable = keyof typeof BLOCKABLE

export type Options = {
  /** The site to measure; without it the benchmark serves dist/client itself. */
  url: string | undefined
  paths: string[]
  runs: number
  /** Kinds of requests Lighthouse blocks, to see what each costs the first paints. */
  block: Blockable[]
  /** Measure even when the machine is busy (the report flags it). */
  allowLoad: boolean
  /** The results' file name in bench/results/ ('web': web.md and web.json). */
  out: string
  /** Measure the live build, whose pages show photographs (bench/web/photo-stand-ins.ts). */
  photos: boolean
}

const clientDir = resolve(import.meta.dirname, '..', '..', process.env.CLIENT_DIR || 'dist/client')

/** The first prerendered page under `folder` (a product page, a blog post), if any was built. */
function firstBuiltPage(folder: string, skip: string[] = []): string | undefined {
  const dir = resolve(clientDir, folder)
  if (!existsSync(dir)) return undefined
  const name = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skip.includes(entry.name))
    .map((entry) => entry.name)
    .sort()
    .find((entry) => existsSync(resolve(dir, entry, 'index.html')))
  return name ? `/${folder}/${name}` : undefined
}

/** Every route of the table and the unlisted pages, one product page and one blog post. */
export function defaultPaths(): string[] {
  const extra = [
    firstBuiltPage('pernos-para-puerta'),
    firstBuiltPage('blog', ['pagina', 'etiqueta']),
  ].filter((path): path is string => path !== undefined)
  return [...pagePaths, ...unlistedPagePaths, ...extra]
}

/**
 * The command line: [--url http://localhost:4321] [--only /,/blog] [--runs 3]
 * [--block js,fonts,css,images] [--allow-load] [--out web] [--photos].
 * --photos: the pages with photographs of the live build (out: web-photos).
 */
export function readOptions(): Options {
  const { values: args } = parseArgs({
    options: {
      url: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      block: { type: 'string', default: '' },
      'allow-load': { type: 'boolean', default: false },
      out: { type: 'string' },
      photos: { type: 'boolean', default: false },
    },
  })
  const out = args.out ?? (args.photos ? 'web-photos' : 'web')
  if (!/^[\w-]+$/.test(out)) fail(`--out names a file in bench/results/, got ${out}`)
  if (args.photos && args.url) fail('--photos serves the live build itself: it takes no --url')
  const runs = Number(args.runs)
  if (!Number.isInteger(runs) || runs < 1)
    fail(`--runs must be a positive integer, got ${args.runs}`)
  const block = args.block
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean)
  for (const kind of block)
    if (!Object.hasOwn(BLOCKABLE, kind))
      fail(`--block takes ${Object.keys(BLOCKABLE).join(', ')}; got ${kind}`)
  const paths: string[] = args.only
    ? args.only
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean)
        .map((path) => (path.startsWith('/') ? path : `/${path}`))
    : args.photos
      ? PHOTO_PATHS
      : defaultPaths()
  const known = [...pagePaths, ...unlistedPagePaths] as readonly string[]
  for (const path of paths) {
    if (!known.includes(path))
      console.warn(
        `Note: ${path} is not in the route table (src/site/pages.ts); measuring it anyway.`,
      )
  }
  return {
    url: args.url?.replace(/\/$/, ''),
    paths,
    runs,
    block: block as Blockable[],
    allowLoad: args['allow-load'],
    out,
    photos: args.photos,
  }
}
