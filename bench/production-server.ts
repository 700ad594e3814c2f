import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * The built site served as production serves it (NODE_ENV=production npm run serve), in a
 * process of its own on `port`, resolved once it listens. `env` adds to the server's variables.
 */
export async function startProductionServer(
  port: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'production', PORT: port, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site ready')) resolve()
    })
  })
  return server
}
