import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

/** Whether something already listens on the port (on either loopback address). */
function portTaken(port: number): Promise<boolean> {
  const probe = (host: string) =>
    new Promise<boolean>((done) => {
      const socket = createConnection({ port, host })
      socket.once('connect', () => {
        socket.destroy()
        done(true)
      })
      socket.once('error', () => done(false))
    })
  return Promise.all([probe('127.0.0.1'), probe('::1')]).then((answers) => answers.some(Boolean))
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/**
 * Serves the built site (dist/) with the real server on a port of its own and waits until it
 * answers. Refuses a taken port: the pictures would then show whatever answers there (another
 * build, another branch) instead of this build.
 */
export async function startSite(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(resolve(root, 'dist/client/index.html')))
    throw new Error('No built site in dist/. Run "npm run build:local" first.')
  if (await portTaken(port))
    throw new Error(`Port ${port} is taken. Stop what listens there, or set SCREENSHOTS_PORT.`)
  let stderr = ''
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 6000)
    await exited
    clearTimeout(timer)
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited:\n${stderr}`)
    if (await answers(`${url}/`)) return { url, stop }
    await new Promise((done) => setTimeout(done, 200))
  }
  await stop()
  throw new Error(`The site server did not answer on port ${port} within 20 s.\n${stderr}`)
}
