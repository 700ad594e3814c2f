import { Worker } from 'node:worker_threads'
import type { PreparedAnswer } from './answers.ts'

export type ImportResult =
  | { ok: true; prepared: PreparedAnswer[]; products: number }
  | { ok: false; message: string }

/**
 * Imports the sheets in `dir` into a new database file `file` in a worker thread, so the server
 * keeps answering while it runs, and renames it to `lastGood`; rejects with the sheets' problems,
 * or when the new catalogue would lose more than a fifth of the last good one's parts (the file
 * is then left for the caller to remove). Resolves with how many parts it holds and the answers
 * to `warm` (keys of answers the server keeps, answers.ts) made from it in the same thread.
 */
export function importOffThread(
  dir: string,
  file: string,
  lastGood: string,
  warm: readonly string[] = [],
): Promise<{ prepared: PreparedAnswer[]; products: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
      workerData: { dir, file, lastGood, warm },
      // node:sqlite's notice that it is experimental is printed once by the server already.
      execArgv: [...process.execArgv, '--disable-warning=ExperimentalWarning'],
    })
    let settled = false
    worker.once('message', (result: ImportResult) => {
      settled = true
      if (result.ok) resolve(result)
      else reject(new Error(result.message))
    })
    worker.once('error', (error) => {
      settled = true
      reject(error)
    })
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the import stopped (exit code ${code})`))
    })
  })
}
