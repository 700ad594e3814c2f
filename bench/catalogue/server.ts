import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..')

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/**
 * The real server (server/main.ts) on `port`, serving dist/client with the catalogue folder
 * `dir` (its database in `db`), in a process of its own; resolves once the catalogue API answers.
 */
export async function startServer(options: {
  port: number
  dir: string
  db: string
  /** A build other than dist/ (its client folder and its script hashes). */
  dist: string
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${options.port}`
  if (await answers(`${url}/`)) throw new Error(`Port ${options.port} is already in use.`)
  let stderr = ''
  const server: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        CATALOGUE_DIR: options.dir,
        CATALOGUE_DB: options.db,
        CLIENT_DIR: resolve(options.dist, 'client'),
        CSP_HASHES_FILE: resolve(options.dist, 'csp-script-hashes.json'),
        VITALS_DB: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const stop = () =>
    new Promise<void>((done) => {
      if (server.exitCode !== null) return done()
      server.once('exit', () => done())
      server.kill('SIGTERM')
    })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${stderr}`)
    if (await answers(`${url}/api/productos`)) return { url, stop }
    await new Promise((done) => setTimeout(done, 250))
  }
  await stop()
  throw new Error(`The server did not answer within a minute:\n${stderr}`)
}
