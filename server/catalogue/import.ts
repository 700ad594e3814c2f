import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { config } from '../config.ts'
import { openCatalogueDb } from './db.ts'

// Imports the operators' sheets into a SQLite file and prints what it holds.
// Usage: node server/catalogue/import.ts [out.sqlite] (CATALOGUE_DIR names another folder)

const out = process.argv[2] ?? config.catalogueDb

try {
  mkdirSync(dirname(out), { recursive: true })
  const db = openCatalogueDb(config.catalogueDir, out)
  const counts = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM parts) AS parts, (SELECT COUNT(*) FROM brands) AS brands,
        (SELECT COUNT(*) FROM models) AS models`,
    )
    .get() as { parts: number; brands: number; models: number }
  db.close()
  console.log(`${out}: ${counts.parts} piezas, ${counts.brands} marcas, ${counts.models} modelos`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
