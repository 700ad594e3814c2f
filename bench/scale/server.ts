import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')

export type ScaleServer = { child: ChildProcess; base: string; readyMs: number }

/**
 * `server/main.ts` as production runs it, over `env` (its catalogue, its build), on `port`;
 * resolved once it says it is ready, with the time that took from the spawn.
 */
export async function startScaleServer(
  port: number,
  env: Record<string, string>,
): Promise<ScaleServer> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(root, 'server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        VITALS_DB: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site ready')) resolve()
    })
  })
  return { child, base: `http://127.0.0.1:${port}`, readyMs: performance.now() - started }
}

export async function stopServer(server: ScaleServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

/** The resident memory of a process, in MB (Linux). */
export function residentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

/** The highest resident memory of a process, in MB (Linux's high-water mark). */
export function peakResidentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}
