import { constants, setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { assertIntact } from '../sqlite-integrity.ts'
import { createCatalogueAnswers } from './answers.ts'
import { openCatalogueDb } from './db.ts'

// The import, in a thread of its own (import-off-thread.ts): parsing the sheets, writing the
// database, compressing every answer and making again the answers the server keeps now (`warm`)
// never holds up a request.

const { dir, file, warm } = workerData as { dir: string; file: string; warm: string[] }
// Requests come first: on a busy machine the import takes the processor only when the server's
// thread leaves it. Linux sets a priority per thread, so this is the worker's alone (elsewhere
// it would be the whole server's, and is left as it is).
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_LOW)
try {
  const db = openCatalogueDb(dir, file)
  // Every page read back once here, off the server's thread, before the file is served.
  assertIntact(db)
  const prepared = warm.length > 0 ? createCatalogueAnswers(db).prepare(warm) : []
  db.close()
  parentPort?.postMessage({ ok: true, prepared })
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    message: error instanceof Error ? error.message : String(error),
  })
}
