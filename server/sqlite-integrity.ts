import type { DatabaseSync } from 'node:sqlite'

/** Throws unless SQLite's quick check finds `db` whole (a file cut short, or not a database). */
export function assertIntact(db: DatabaseSync): void {
  const check = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined
  if (check?.quick_check !== 'ok') throw new Error(check?.quick_check ?? 'no answer')
}
