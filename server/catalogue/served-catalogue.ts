import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { assertIntact } from '../sqlite-integrity.ts'
import { openCatalogueDb } from './db.ts'
import { productCount, shrinkProblem } from './shrink-guard.ts'

/**
 * The catalogue the server serves. The staff's CSV is imported into a new SQLite file that then
 * replaces `lastGood` (a rename, so a reader never sees half a file). When the CSV cannot be
 * imported, or would lose more than a fifth of the last good catalogue's products, the problem is logged and the last good import keeps serving; with none at all, or
 * a damaged one, there is no catalogue (the API answers 503) but the rest of the site serves.
 */
export function openServedCatalogue(
  csvPath: string,
  lastGood: string,
  log: (line: string) => void = (line) => console.error(line),
): DatabaseSync | undefined {
  const fresh = `${lastGood}.${process.pid}.tmp`
  try {
    mkdirSync(dirname(lastGood), { recursive: true })
    openCatalogueDb(csvPath, fresh).close()
    const shrink = shrinkProblem(productCount(fresh) ?? 0, productCount(lastGood))
    if (shrink) throw new Error(`Catálogo no aceptado: ${shrink}`)
    renameSync(fresh, lastGood)
  } catch (error) {
    rmSync(fresh, { force: true })
    log(`The catalogue ${csvPath} could not be loaded (check it with "npm run catalogue:check"):`)
    log(error instanceof Error ? error.message : String(error))
    if (!existsSync(lastGood)) {
      log('No good catalogue was ever imported: the site serves, /api answers 503.')
      return undefined
    }
    const when = statSync(lastGood).mtime.toISOString()
    log(`Serving the last good catalogue instead: ${lastGood} (imported ${when}).`)
  }
  return openIntact(lastGood, log)
}

/**
 * The last good catalogue, read-only, or undefined when the file is damaged (random bytes, cut
 * short, empty, not this schema): the site then serves and /api answers 503, rather than the
 * server failing to start.
 */
function openIntact(file: string, log: (line: string) => void): DatabaseSync | undefined {
  let db: DatabaseSync | undefined
  try {
    db = new DatabaseSync(file, { readOnly: true })
    db.exec('PRAGMA query_only = ON')
    assertIntact(db)
    // Each table of this schema is there and readable: one row of each, never a join of them
    // (a join counts the product of their sizes before any LIMIT applies).
    for (const table of ['products', 'brands', 'models', 'applications']) {
      db.prepare(`SELECT * FROM ${table} LIMIT 1`).get()
    }
    return db
  } catch (error) {
    db?.close()
    const reason = error instanceof Error ? error.message : String(error)
    log(
      `The last good catalogue ${file} is damaged (${reason}): the site serves, /api answers 503.`,
    )
    log('Fix the CSV and restart (or run "npm run catalogue:import") to rebuild it.')
    return undefined
  }
}
