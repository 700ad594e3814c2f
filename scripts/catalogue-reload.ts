/**
 * `npm run catalogue:reload`: asks the server running on PORT (default 4321) to re-import the
 * catalogue CSV without a restart (SIGHUP); the server's log says what changed, or why the
 * sheet was refused.
 */
import { readFileSync } from 'node:fs'
import { config } from '../server/config.ts'
import { pidFile } from '../server/pid-file.ts'

const file = pidFile(config.port)
let pid: number
try {
  pid = Number(readFileSync(file, 'utf8'))
  process.kill(pid, 'SIGHUP')
} catch {
  console.error(`No server found on port ${config.port} (${file}). Start it with "npm run serve".`)
  process.exit(1)
}
console.log(
  `Asked the server on port ${config.port} (process ${pid}) to reload the catalogue; see its log.`,
)
