import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Where the server on `port` writes its process id, for `npm run catalogue:reload`. */
export function pidFile(port: number): string {
  return resolve(import.meta.dirname, `../var/server-${port}.pid`)
}

/** Writes this process's id for `port`, removed again when the process exits. */
export function writePidFile(port: number): void {
  const file = pidFile(port)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, String(process.pid))
  process.on('exit', () => rmSync(file, { force: true }))
}
