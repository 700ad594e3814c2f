import { Worker } from 'node:worker_threads'

/**
 * Imports the sheets in `dir` into a new database file `file` in a worker thread, so the server
 * keeps answering while it runs; rejects with the sheets' problems.
 */
export function importOffThread(dir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
      workerData: { dir, file },
      // node:sqlite's notice that it is experimental is printed once by the server already.
      execArgv: [...process.execArgv, '--disable-warning=ExperimentalWarning'],
    })
    let settled = false
    worker.once('message', (result: { ok: true } | { ok: false; message: string }) => {
      settled = true
      if (result.ok) resolve()
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
