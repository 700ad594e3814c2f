import { DatabaseSync } from 'node:sqlite'
import { composeProduct, describeYears } from './compose.ts'
import { type CatalogueRow, loadCatalogueCsv } from './load-csv.ts'

// Builds the read-only catalogue database from the staff's CSV. Each product is stored as its
// wire JSON, composed once here, so that a product list is a concatenation in SQLite rather than
// rows turned into objects and serialised again on every request. Brands, models and products
// carry a precomputed sort rank so that every answer is ordered by SQL alone (the same SQL runs on
// D1 or libSQL, which lack a Spanish collation).

const SCHEMA = `
  DROP TABLE IF EXISTS applications;
  DROP TABLE IF EXISTS models;
  DROP TABLE IF EXISTS brands;
  DROP TABLE IF EXISTS products;
  CREATE TABLE products (
    key TEXT PRIMARY KEY,
    sort_rank INTEGER NOT NULL UNIQUE,
    json TEXT NOT NULL CHECK (json_valid(json))
  ) STRICT;
  CREATE TABLE brands (
    name TEXT PRIMARY KEY,
    sort_rank INTEGER NOT NULL UNIQUE
  ) STRICT;
  CREATE TABLE models (
    name TEXT PRIMARY KEY,
    brand TEXT NOT NULL REFERENCES brands (name),
    sort_rank INTEGER NOT NULL UNIQUE
  ) STRICT;
  CREATE INDEX models_by_brand ON models (brand);
  CREATE TABLE applications (
    model TEXT NOT NULL REFERENCES models (name),
    product_key TEXT NOT NULL REFERENCES products (key),
    years TEXT NOT NULL,
    PRIMARY KEY (model, product_key)
  ) STRICT, WITHOUT ROWID;
`

const naturalOrder = new Intl.Collator('es', { numeric: true })
const nameOrder = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

/** Loads the CSV into a fresh database (replacing any catalogue already in `file`). */
export function openCatalogueDb(csvPath: string, file = ':memory:'): DatabaseSync {
  const rows = loadCatalogueCsv(csvPath)
  const db = new DatabaseSync(file)
  try {
    db.exec('BEGIN')
    db.exec(SCHEMA)
    insertCatalogue(db, rows)
    db.exec('COMMIT')
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    db.close()
    throw error
  }
  // The service only reads; this makes any write attempt fail instead of changing the catalogue.
  db.exec('PRAGMA query_only = ON')
  return db
}

function insertCatalogue(db: DatabaseSync, rows: CatalogueRow[]) {
  const insertProduct = db.prepare('INSERT INTO products (key, sort_rank, json) VALUES (?, ?, ?)')
  const insertBrand = db.prepare('INSERT INTO brands (name, sort_rank) VALUES (?, ?)')
  const insertModel = db.prepare('INSERT INTO models (name, brand, sort_rank) VALUES (?, ?, ?)')
  const insertApplication = db.prepare(
    'INSERT INTO applications (model, product_key, years) VALUES (?, ?, ?)',
  )

  const sortedRows = rows.toSorted((a, b) => naturalOrder.compare(a.key, b.key))
  for (const [rank, row] of sortedRows.entries()) {
    insertProduct.run(row.key, rank, JSON.stringify(composeProduct(row)))
  }

  const modelBrands = new Map(
    rows.flatMap((row) => row.applications.map(({ model, brand }) => [model, brand] as const)),
  )
  const brands = [...new Set(modelBrands.values())].sort(nameOrder.compare)
  for (const [rank, brand] of brands.entries()) insertBrand.run(brand, rank)
  const models = [...modelBrands].sort(([a], [b]) => nameOrder.compare(a, b))
  for (const [rank, [model, brand]] of models.entries()) insertModel.run(model, brand, rank)

  for (const row of rows) {
    for (const application of row.applications) {
      insertApplication.run(application.model, row.key, describeYears(application))
    }
  }
}

/** How many products a catalogue database holds. */
export function countProducts(db: DatabaseSync): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n
}
