import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { pidFile, processStartTime, serverOf } from './pid-file.ts'

// `npm run catalogue:reload` signals the server named by var/server-<port>.pid, and only it: a
// server killed with -9 leaves its file, and its id may since belong to any other process.

const dir = mkdtempSync(join(tmpdir(), 'pid-file-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill()
})

/** Another process, alive, that SIGHUP would end (a sleep's default for the signal). */
function otherProcess(): ChildProcess {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' })
  children.push(child)
  return child
}

describe('serverOf', () => {
  it('refuses a file naming a process that is not the server, and removes the file', () => {
    const other = otherProcess()
    const pid = other.pid as number
    for (const text of [`${pid} 1`, `${pid} ${processStartTime(pid)}`, `${pid}`]) {
      const file = join(dir, 'server.pid')
      writeFileSync(file, text)
      const found = serverOf(file)
      expect(found, text).toMatchObject({ found: false })
      expect(existsSync(file), text).toBe(false)
    }
    expect(other.exitCode).toBeNull()
    expect(other.signalCode).toBeNull()
  })

  it('refuses a file naming a process that has ended, and removes the file', async () => {
    const ended = spawn('true')
    await new Promise((resolve) => ended.on('exit', resolve))
    const file = join(dir, 'ended.pid')
    writeFileSync(file, `${ended.pid} 1`)
    expect(serverOf(file)).toMatchObject({ found: false })
    expect(existsSync(file)).toBe(false)
  })

  it('says so when there is no file', () => {
    expect(serverOf(join(dir, 'none.pid'))).toMatchObject({ found: false })
  })
})

it('npm run catalogue:reload signals nothing when the file is stale, and removes it', async () => {
  const other = otherProcess()
  const port = 40_000 + Math.floor(Math.random() * 20_000)
  const file = pidFile(port)
  mkdirSync(dirname(file), { recursive: true })
  // As a server killed with -9 left it, its id now another process's.
  writeFileSync(file, String(other.pid))
  const run = promisify(execFile)
  const result = await run(
    process.execPath,
    [join(import.meta.dirname, '../scripts/catalogue-reload.ts')],
    { env: { ...process.env, PORT: String(port) } },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  )
  expect(result.code).toBe(1)
  expect(result.stderr).toContain(`No server found on port ${port}`)
  expect(existsSync(file)).toBe(false)
  expect(other.exitCode).toBeNull()
  expect(other.signalCode).toBeNull()
})
