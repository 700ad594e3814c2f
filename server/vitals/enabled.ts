import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { VITALS_PATH } from '../../src/vitals/contract.ts'

/**
 * Whether the built site sends beacons to this server: the build inlines VITE_VITALS_ENDPOINT
 * into its JavaScript (src/vitals/start.ts), so a build made without it names no endpoint and
 * the server mounts none. Read once at start from the built assets.
 */
export function buildSendsVitals(clientDir: string): boolean {
  const assets = join(clientDir, 'assets')
  let files: string[]
  try {
    files = readdirSync(assets).filter((name) => name.endsWith('.js'))
  } catch {
    return false
  }
  const literal = new RegExp(`[\`'"]${VITALS_PATH.replaceAll('/', '\\/')}[\`'"]`)
  return files.some((name) => literal.test(readFileSync(join(assets, name), 'utf8')))
}
