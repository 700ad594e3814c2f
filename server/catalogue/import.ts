import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { openCatalogueDb } from './db.ts'
import { CATALOGUE_CSV } from './load-csv.ts'

// Loads the staff's CSV into a SQLite file and prints what it holds.
// Usage: node server/catalogue/import.ts [out.sqlite]

const out = process.argv[2] ?? 'var/catalogue.sqlite'

try {
  mkdirSync(dirname(out), { recursive: true })
  const db = openCatalogueDb(CATALOGUE_CSV, out)
  const counts = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM products) AS products, (SELECT COUNT(*) FROM brands) AS brands,
        (SELECT COUNT(*) FROM models) AS models`,
    )
    .get() as { products: number; brands: number; models: number }
  db.close()
  console.log(
    `${out}: ${counts.products} productos, ${counts.brands} marcas, ${counts.models} modelos`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
