import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { assertWholeFile } from '../sqlite-integrity.ts'
import type { PreparedAnswer } from './answers.ts'
import { SCHEMA_VERSION } from './db.ts'
import { importOffThread } from './import-off-thread.ts'
import { sourceDigest } from './source-digest.ts'

/**
 * The catalogue the server serves. The operators' sheets are imported, in a worker thread, into a
 * new SQLite file that then replaces `lastGood` (a rename, so a reader never sees half a file);
 * sheets unchanged since the last good import are not imported again. When the sheets cannot be
 * imported, or would lose more than a fifth of the last good catalogue's parts, the problem is
 * logged and the last good import keeps serving; with none at all, or a damaged one, there is no
 * catalogue (the API answers 503) but the rest of the site serves. `outcome` says which it was:
 * a new import, the last good one as the sheets are unchanged, or the last good one kept. A new
 * import comes with how many parts it holds and the answers to `warm` (keys of answers kept,
 * answers.ts), both from the import's thread: the server's thread only opens the file.
 */
export async function openServedCatalogue(
  dir: string,
  lastGood: string,
  log: (line: string) => void = (line) => console.error(line),
  warm: readonly string[] = [],
): Promise<{
  db: DatabaseSync | undefined
  outcome: 'new' | 'unchanged' | 'kept'
  prepared: PreparedAnswer[]
  /** How many parts a new import holds (the other outcomes did not count them). */
  products?: number
}> {
  if (existsSync(lastGood) && storedDigest(lastGood) === sourceDigest(dir, SCHEMA_VERSION)) {
    return { db: openIntact(lastGood, log), outcome: 'unchanged', prepared: [] }
  }
  const fresh = `${lastGood}.${process.pid}.${Date.now()}.tmp`
  let imported: Awaited<ReturnType<typeof importOffThread>>
  try {
    mkdirSync(dirname(lastGood), { recursive: true })
    imported = await importOffThread(dir, fresh, lastGood, warm)
  } catch (error) {
    rmSync(fresh, { force: true })
    log(`The catalogue in ${dir} could not be loaded (check it with "npm run catalogue:check"):`)
    log(error instanceof Error ? error.message : String(error))
    if (!existsSync(lastGood)) {
      log('No good catalogue was ever imported: the site serves, /api answers 503.')
      return { db: undefined, outcome: 'kept', prepared: [] }
    }
    const when = statSync(lastGood).mtime.toISOString()
    log(`Serving the last good catalogue instead: ${lastGood} (imported ${when}).`)
    return { db: openIntact(lastGood, log), outcome: 'kept', prepared: [] }
  }
  return { db: openIntact(lastGood, log), outcome: 'new', ...imported }
}

/** The digest of the sheets a catalogue file was imported from; undefined when unreadable. */
function storedDigest(file: string): string | undefined {
  let db: DatabaseSync | undefined
  try {
    db = new DatabaseSync(file, { readOnly: true })
    const row = db.prepare("SELECT value FROM meta WHERE name = 'source'").get()
    return (row as { value?: string } | undefined)?.value
  } catch {
    return undefined
  } finally {
    db?.close()
  }
}

/**
 * The last good catalogue, read-only, or undefined when the file is damaged (random bytes, cut
 * short, empty, not this schema): the site then serves and /api answers 503, rather than the
 * server failing to start.
 */
function openIntact(file: string, log: (line: string) => void): DatabaseSync | undefined {
  let db: DatabaseSync | undefined
  try {
    // The import's worker checked every page of the file; what can have changed since is its length.
    assertWholeFile(file)
    db = new DatabaseSync(file, { readOnly: true })
    db.exec('PRAGMA query_only = ON')
    // Each table of this schema is there and readable: its first row, never a join of them (a
    // join counts the product of their sizes before any LIMIT applies), and none of its columns
    // (a stored answer's are megabytes, read on the server's thread).
    for (const table of ['meta', 'parts', 'brands', 'models', 'applications', 'answers']) {
      db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get()
    }
    const schema = db.prepare("SELECT value FROM meta WHERE name = 'schema'").get() as
      | { value: string }
      | undefined
    if (schema?.value !== SCHEMA_VERSION) throw new Error('an older schema')
    return db
  } catch (error) {
    db?.close()
    const reason = error instanceof Error ? error.message : String(error)
    log(
      `The last good catalogue ${file} is damaged (${reason}): the site serves, /api answers 503.`,
    )
    log('Fix the sheets and restart (or run "npm run catalogue:import") to rebuild it.')
    return undefined
  }
}
