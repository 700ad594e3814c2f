import { Worker } from 'node:worker_threads'
import type { PreparedAnswer } from './answers.ts'

/**
 * Imports the sheets in `dir` into a new database file `file` in a worker thread, so the server
 * keeps answering while it runs; rejects with the sheets' problems. Resolves with the answers to
 * `warm` (keys of answers the server keeps, answers.ts) made from the new file in the same thread.
 */
export function importOffThread(
  dir: string,
  file: string,
  warm: readonly string[] = [],
): Promise<PreparedAnswer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
      workerData: { dir, file, warm },
      // node:sqlite's notice that it is experimental is printed once by the server already.
      execArgv: [...process.execArgv, '--disable-warning=ExperimentalWarning'],
    })
    let settled = false
    worker.once(
      'message',
      (result: { ok: true; prepared: PreparedAnswer[] } | { ok: false; message: string }) => {
        settled = true
        if (result.ok) resolve(result.prepared)
        else reject(new Error(result.message))
      },
    )
    worker.once('error', (error) => {
      settled = true
      reject(error)
    })
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the import stopped (exit code ${code})`))
    })
  })
}
