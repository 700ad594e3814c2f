import { renameSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { assertIntact } from '../sqlite-integrity.ts'
import { createCatalogueAnswers } from './answers.ts'
import { countProducts, openCatalogueDb } from './db.ts'
import type { ImportResult } from './import-off-thread.ts'
import { productCount, shrinkProblem } from './shrink-guard.ts'

// The import, in a thread of its own (import-off-thread.ts): parsing the sheets, writing the
// database, counting its parts and the last good file's (a count reads every page of a table),
// compressing every answer, making again the answers the server keeps now (`warm`) and putting
// the file in place never holds up a request.

const { dir, file, lastGood, warm } = workerData as {
  dir: string
  file: string
  lastGood: string
  warm: string[]
}
// Requests come first: on a busy machine the import takes the processor only when the server's
// thread leaves it. Linux sets a priority per thread, so this is the worker's alone (elsewhere
// it would be the whole server's, and is left as it is).
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_LOW)
try {
  const db = openCatalogueDb(dir, file)
  // Every page read back once here, off the server's thread, before the file is served.
  assertIntact(db)
  const products = countProducts(db)
  const shrink = shrinkProblem(products, productCount(lastGood))
  if (shrink) throw new Error(`Catálogo no aceptado: ${shrink}`)
  const prepared = warm.length > 0 ? createCatalogueAnswers(db).prepare(warm) : []
  db.close()
  // A rename, so a reader never sees half a file.
  renameSync(file, lastGood)
  // The answers' bytes move to the server's thread rather than being copied there on it: each
  // that owns its memory whole (a slice of Node's shared pool cannot move).
  const owned = new Set(
    prepared
      .flatMap(([, answer]) => [answer.identity, answer.br, answer.gzip])
      .filter((bytes) => bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength)
      .map((bytes) => bytes.buffer),
  )
  const done = { ok: true, prepared, products } satisfies ImportResult
  // The file is in place already: a buffer that cannot move must not turn that into a failure
  // (the server would keep the old catalogue while the file says it has the new one).
  try {
    parentPort?.postMessage(done, [...owned])
  } catch {
    parentPort?.postMessage(done)
  }
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    message: error instanceof Error ? error.message : String(error),
  } satisfies ImportResult)
}
