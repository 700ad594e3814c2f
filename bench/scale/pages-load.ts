/**
 * A load run over many paths (autocannon cycles through them), in a process of its own so the
 * load shares no thread with what it measures. Usage: node pages-load.ts BASE PATHS.json SECONDS
 * CONNECTIONS; prints autocannon's result as JSON.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
  requests: { method: string; path: string }[]
}) => Promise<unknown>

const [base = '', pathsFile = '', seconds = '5', connections = '10'] = process.argv.slice(2)
const paths: string[] = JSON.parse(readFileSync(pathsFile, 'utf8'))
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'br' },
  requests: paths.map((path) => ({ method: 'GET', path })),
})
console.log(JSON.stringify(result))
