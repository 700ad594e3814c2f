/**
 * `npm run catalogue:reload`: asks the server running on PORT (default 4321) to re-import the
 * catalogue CSV without a restart (SIGHUP); the server's log says what changed, or why the
 * sheet was refused. Only that server is signalled: a stale id file (a server killed with -9)
 * is removed, whatever process holds its id now.
 */
import { config } from '../server/config.ts'
import { pidFile, serverOf } from '../server/pid-file.ts'

const server = serverOf(pidFile(config.port))
if (!server.found) {
  console.error(
    `No server found on port ${config.port} (${server.reason}). Start it with "npm run serve".`,
  )
  process.exit(1)
}
try {
  process.kill(server.pid, 'SIGHUP')
} catch {
  console.error(`The server on port ${config.port} (process ${server.pid}) has just ended.`)
  process.exit(1)
}
console.log(
  `Asked the server on port ${config.port} (process ${server.pid}) to reload the catalogue; see its log.`,
)
