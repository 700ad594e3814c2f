import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Where the server on `port` writes its process id, for `npm run catalogue:reload`. */
export function pidFile(port: number): string {
  return resolve(import.meta.dirname, `../var/server-${port}.pid`)
}

/** The server's entry, as its command line names it. */
const SERVER_ENTRY = 'server/main.ts'

/**
 * Writes this process's id for `port` with its start time, removed again when the process exits.
 * A server killed with -9 leaves the file; the start time tells its id from a later process's.
 */
export function writePidFile(port: number): void {
  const file = pidFile(port)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim())
  process.on('exit', () => rmSync(file, { force: true }))
}

/** When a process started, in clock ticks since boot (Linux's /proc); undefined: not known. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the command's name (in parentheses, which may hold anything): field 3 onwards.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  } catch {
    return []
  }
}

/**
 * The server whose id `file` holds, if that process is still it: the same start time, and a
 * command line that runs the server. Otherwise the file is stale and removed, and `reason` says
 * why. Needs /proc (Linux); elsewhere no process can be told to be the server.
 */
export function serverOf(
  file: string,
): { found: true; pid: number } | { found: false; reason: string } {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { found: false, reason: `no ${file}` }
  }
  const [pidText = '', startTime] = text.trim().split(' ')
  const pid = Number(pidText)
  const isServer =
    Number.isInteger(pid) &&
    pid > 0 &&
    startTime !== undefined &&
    processStartTime(pid) === startTime &&
    commandLine(pid).some((arg) => arg.endsWith(SERVER_ENTRY))
  if (isServer) return { found: true, pid }
  rmSync(file, { force: true })
  return {
    found: false,
    reason: `${file} named process ${pidText}, which is not that server now; removed`,
  }
}
