import { parentPort, workerData } from 'node:worker_threads'
import { assertIntact } from '../sqlite-integrity.ts'
import { openCatalogueDb } from './db.ts'

// The import, in a thread of its own (import-off-thread.ts): parsing the sheets, writing the
// database and compressing every answer never holds up a request.

const { dir, file } = workerData as { dir: string; file: string }
try {
  const db = openCatalogueDb(dir, file)
  // Every page read back once here, off the server's thread, before the file is served.
  assertIntact(db)
  db.close()
  parentPort?.postMessage({ ok: true })
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    message: error instanceof Error ? error.message : String(error),
  })
}
