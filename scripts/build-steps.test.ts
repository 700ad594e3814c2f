import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'

// An interrupted `npm run build` (Ctrl-C, or SIGTERM from a deploy tool) stops its steps and
// removes its folder under dist-builds/; `dist` stays as it was.

const here = import.meta.dirname

/** A build like scripts/build.ts whose one step runs until stopped, in a process of its own. */
function fixture(root: string): string {
  const file = join(root, 'build.ts')
  writeFileSync(
    file,
    `import { atomicBuild } from ${JSON.stringify(join(here, 'atomic-build.ts'))}
import { interruptedBy, runStep } from ${JSON.stringify(join(here, 'build-steps.ts'))}
const interrupt = interruptedBy(['SIGINT', 'SIGTERM'])
try {
  await atomicBuild({
    dist: ${JSON.stringify(join(root, 'dist'))},
    builds: ${JSON.stringify(join(root, 'dist-builds'))},
    signal: interrupt.signal,
    log: (line) => console.log(line),
    build: async (dir) => {
      await runStep(
        [process.execPath, '-e', \`require('node:fs').writeFileSync(\${JSON.stringify(dir)} + '/step.pid', String(process.pid)); setInterval(() => {}, 1000)\`],
        { signal: interrupt.signal },
      )
    },
  })
} catch {
  process.exit(interrupt.exitCode() ?? 1)
}
`,
  )
  return file
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

it.each([
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const)(
  'on %s, stops the running step and removes the unfinished build',
  async (signal, code) => {
    const root = mkdtempSync(join(tmpdir(), 'interrupted-'))
    const build = spawn(process.execPath, [fixture(root)], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    build.stdout.on('data', (chunk) => {
      output += chunk
    })
    const builds = join(root, 'dist-builds')
    const stepPid = () => {
      const [dir] = existsSync(builds) ? readdirSync(builds) : []
      const file = dir && join(builds, dir, 'step.pid')
      return file && existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0
    }
    await expect.poll(stepPid, { timeout: 10_000 }).toBeGreaterThan(0)
    const step = stepPid()
    build.kill(signal)
    const exit = await new Promise<number | null>((resolve) => build.on('exit', resolve))
    expect(exit).toBe(code)
    expect(readdirSync(builds)).toEqual([])
    expect(existsSync(join(root, 'dist'))).toBe(false)
    expect(alive(step)).toBe(false)
    expect(output).toContain('interrupted')
  },
  20_000,
)
