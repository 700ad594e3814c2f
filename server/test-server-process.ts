import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** A port nothing listens on now (PORT=0 would mean the default port, 4321, to the server). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * `npm run serve` in a process of its own on a free port, for tests of what it does over time
 * (signals, a build switched under it); `env` adds to its variables. Resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ base: string; process: ChildProcess; log: () => string }> {
  let log = ''
  const port = String(await freePort())
  const server = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(import.meta.dirname, 'main.ts')],
    { env: { ...process.env, PORT: port, VITALS_DB: 'off', ...env } },
  )
  const output = (chunk: Buffer) => {
    log += chunk.toString()
  }
  server.stdout?.on('data', output)
  server.stderr?.on('data', output)
  const base = await new Promise<string>((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${log}`)))
    server.stdout?.on('data', () => {
      const address = /Site ready on (\S+)/.exec(log)?.[1]
      if (address) resolve(address.replace('localhost', '127.0.0.1'))
    })
  })
  return { base, process: server, log: () => log }
}
