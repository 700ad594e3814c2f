import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'

/** Throws unless SQLite's quick check finds `db` whole (a file cut short, or not a database). */
export function assertIntact(db: DatabaseSync): void {
  const check = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined
  if (check?.quick_check !== 'ok') throw new Error(check?.quick_check ?? 'no answer')
}

const MAGIC = 'SQLite format 3\u0000'

/**
 * Throws unless the file at `path` starts as a SQLite database and is as long as its header says:
 * random bytes, an empty file and a file cut short fail, in the time of reading 100 bytes. (A
 * quick check reads every page: for a file a worker has just checked, or one checked when it was
 * written, this is the part that can have changed since.)
 */
export function assertWholeFile(path: string): void {
  const header = Buffer.alloc(100)
  const fd = openSync(path, 'r')
  try {
    if (readSync(fd, header, 0, 100, 0) < 100) throw new Error('shorter than a SQLite header')
    if (header.toString('latin1', 0, 16) !== MAGIC) throw new Error('not a SQLite database')
    const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16)
    const pages = header.readUInt32BE(28)
    // The header's page count holds only when the file was last written by a SQLite that keeps it.
    const counted = header.readUInt32BE(24) === header.readUInt32BE(92)
    const size = fstatSync(fd).size
    if (counted && size !== pageSize * pages) {
      throw new Error(`${size} bytes where the header says ${pageSize * pages}`)
    }
  } finally {
    closeSync(fd)
  }
}
