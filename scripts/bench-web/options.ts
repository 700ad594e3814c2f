import { parseArgs } from 'node:util'
import { pagePaths } from '../../src/site/pages.ts'
import { fail } from './fail.ts'

export type Options = {
  /** The site to measure; without it the benchmark serves dist/client itself. */
  url: string | undefined
  paths: string[]
  runs: number
}

/** The command line: [--url http://localhost:4321] [--only /,/blog] [--runs 3]. */
export function readOptions(): Options {
  const { values: args } = parseArgs({
    options: {
      url: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string', default: '1' },
    },
  })
  const runs = Number(args.runs)
  if (!Number.isInteger(runs) || runs < 1)
    fail(`--runs must be a positive integer, got ${args.runs}`)
  const paths: string[] = args.only
    ? args.only
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean)
        .map((path) => (path.startsWith('/') ? path : `/${path}`))
    : [...pagePaths]
  for (const path of paths) {
    if (!(pagePaths as readonly string[]).includes(path))
      console.warn(
        `Note: ${path} is not in the route table (src/site/pages.ts); measuring it anyway.`,
      )
  }
  return { url: args.url?.replace(/\/$/, ''), paths, runs }
}
