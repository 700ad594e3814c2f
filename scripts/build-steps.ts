import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

/** Signal numbers for the exit code a shell expects of a process a signal ended (128 + n). */
const SIGNAL_NUMBERS: Record<string, number> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }

/**
 * An AbortSignal that `signals` abort (a build stops its steps and removes its folder, then
 * exits with `exitCode()`: 130 after SIGINT, 143 after SIGTERM). The handlers stay, so a second
 * Ctrl-C does not cut the clean-up short.
 */
export function interruptedBy(signals: NodeJS.Signals[]) {
  const controller = new AbortController()
  let received: NodeJS.Signals | undefined
  for (const name of signals) {
    process.on(name, () => {
      received ??= name
      controller.abort(new Error(`${name} received`))
    })
  }
  return {
    signal: controller.signal,
    exitCode: () => (received ? 128 + (SIGNAL_NUMBERS[received] ?? 0) : undefined),
  }
}

/**
 * Runs one build step (a command, its output shown) in a process group of its own; resolves when
 * it succeeds. On `signal` the whole group (npx and what it started) is ended, and the promise
 * rejects only once none of it runs, so nothing writes into a folder being removed.
 */
export function runStep(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; signal?: AbortSignal } = {},
): Promise<void> {
  const [command = '', ...rest] = args
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason)
    const child = spawn(command, rest, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    })
    const group = child.pid as number
    const stop = () => signalGroup(group, 'SIGTERM')
    options.signal?.addEventListener('abort', stop, { once: true })
    child.on('error', reject)
    child.on('exit', async (code, signal) => {
      options.signal?.removeEventListener('abort', stop)
      if (options.signal?.aborted) {
        await groupEnded(group)
        return reject(options.signal.reason)
      }
      if (code === 0) return resolve()
      reject(new Error(`${args.join(' ')} ended with ${signal ?? `code ${code}`}`))
    })
  })
}

function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal)
    return true
  } catch {
    // ESRCH: nothing of the group runs any more.
    return false
  }
}

/** Waits until no process of the group runs; after a few seconds it is ended by force. */
async function groupEnded(group: number): Promise<void> {
  for (let waited = 0; signalGroup(group, 0); waited += 50) {
    if (waited >= 5000) signalGroup(group, 'SIGKILL')
    await sleep(50)
  }
}
