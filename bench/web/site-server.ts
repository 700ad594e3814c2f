import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { fail } from './fail.ts'

const root = resolve(import.meta.dirname, '..', '..')
/** The build served: dist/client, or CLIENT_DIR (read when asked: --photos sets it). */
const clientDir = () => resolve(root, process.env.CLIENT_DIR || 'dist/client')
const PORT = 4431

let server: ChildProcess | undefined

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/**
 * Serves the built site with the real server (same Node binary) on port 4431 and waits until
 * it answers. Stops if something else already answers there: that would be measured instead.
 */
export async function startSite(): Promise<string> {
  if (!existsSync(resolve(clientDir(), 'index.html')))
    fail(`No built site at ${clientDir()}. Run npm run build first.`)
  const probe = `http://127.0.0.1:${PORT}/`
  if (await answers(probe))
    fail(`Port ${PORT} is already in use. Stop that server, or measure it with --url.`)
  let stderr = ''
  server = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    // Loopback only: nothing outside this machine needs to reach the benchmark server.
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  let exited = false
  server.on('exit', () => {
    exited = true
  })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (exited) fail(`The site server exited before answering:\n${stderr}`)
    if (await answers(probe)) return `http://localhost:${PORT}`
    await new Promise((done) => setTimeout(done, 200))
  }
  await stopSite()
  fail(`The site server did not answer on port ${PORT} within 20 s.\n${stderr}`)
}

export async function stopSite() {
  const child = server
  server = undefined
  if (!child || child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  // server/main.ts closes gracefully within 5 s; do not hang the benchmark if it does not.
  const timer = setTimeout(() => child.kill('SIGKILL'), 6000)
  await exited
  clearTimeout(timer)
}

process.on('SIGINT', () => {
  void stopSite().then(() => process.exit(130))
})

/** When dist/client/index.html was last written, to notice a rebuild in the middle of a run. */
export const buildStamp = (): number | null =>
  existsSync(resolve(clientDir(), 'index.html'))
    ? statSync(resolve(clientDir(), 'index.html')).mtimeMs
    : null
