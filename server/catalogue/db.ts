import { rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { productLines } from '../../src/catalogue/lines.ts'
import { MEASURE_PARAMS } from '../../src/catalogue/measures/search-measures.ts'
import { SEARCH_WORD_CHARS, searchText, threadWords } from '../../src/catalogue/measures.ts'
import { numberForms } from '../../src/catalogue/number-match.ts'
import { writeAnswers } from './answer-table.ts'
import { composeProduct, describeYears } from './compose.ts'
import { type CataloguePart, loadCatalogue } from './load-csv.ts'
import { sourceDigest } from './source-digest.ts'

// Builds the read-only catalogue database from the operators' sheets. Each part is stored as its
// wire JSON, composed once here, and every list the API can answer is written as bytes, compressed
// and with its ETag, so a request is one lookup. Parts, brands and models carry a precomputed sort
// rank so that every answer is ordered by SQL alone (the same SQL runs on D1 or libSQL, which lack
// a Spanish collation). The search's words are indexed here too.

/** Bumped when the tables change: a last good file of another version is imported again. */
export const SCHEMA_VERSION = '9'

const SCHEMA = `
  CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
  CREATE TABLE parts (
    key TEXT PRIMARY KEY,
    line TEXT NOT NULL,
    sort_rank INTEGER NOT NULL UNIQUE,
    tag TEXT NOT NULL,
    json TEXT NOT NULL CHECK (json_valid(json))
  ) STRICT;
  CREATE INDEX parts_by_line ON parts (line, sort_rank);
  CREATE TABLE brands (name TEXT PRIMARY KEY, sort_rank INTEGER NOT NULL UNIQUE) STRICT;
  CREATE TABLE models (
    name TEXT PRIMARY KEY,
    brand TEXT NOT NULL REFERENCES brands (name),
    sort_rank INTEGER NOT NULL UNIQUE
  ) STRICT;
  CREATE INDEX models_by_brand ON models (brand);
  CREATE TABLE applications (
    model TEXT NOT NULL REFERENCES models (name),
    part_key TEXT NOT NULL REFERENCES parts (key),
    line TEXT NOT NULL,
    year_from INTEGER NOT NULL,
    year_to INTEGER NOT NULL,
    PRIMARY KEY (model, part_key)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX applications_by_line ON applications (line, model);
  CREATE INDEX applications_by_part ON applications (part_key);
  -- The part's key and its equivalences, letters and digits only, for a search by number: each
  -- whole and from its first word with a digit ('Pernotec 40710-5': pernotec407105, 407105).
  CREATE TABLE part_numbers (
    number TEXT NOT NULL,
    part_key TEXT NOT NULL REFERENCES parts (key),
    PRIMARY KEY (number, part_key)
  ) STRICT, WITHOUT ROWID;
  -- The measures a search by measures compares (measure-params.ts): millimetres as numbers,
  -- threads in the site's spelling ('M12 × 1.5').
  CREATE TABLE part_measures (
    line TEXT NOT NULL,
    column_name TEXT NOT NULL,
    value REAL,
    thread TEXT,
    part_key TEXT NOT NULL
  ) STRICT;
  CREATE INDEX part_measures_by_value ON part_measures (line, column_name, value);
  CREATE INDEX part_measures_by_thread ON part_measures (line, column_name, thread);
  -- The words a search finds a part by (rowid = the part's rowid).
  CREATE VIRTUAL TABLE part_words USING fts5(
    words, tokenize = "unicode61 remove_diacritics 2 tokenchars '${SEARCH_WORD_CHARS}'"
  );
  -- Its words, each once: a search finds the words a typo away among them.
  CREATE VIRTUAL TABLE part_vocabulary USING fts5vocab(part_words, 'row');
  CREATE TABLE answers (
    path TEXT PRIMARY KEY,
    etag TEXT NOT NULL,
    identity BLOB NOT NULL,
    gzip BLOB,
    br BLOB
  ) STRICT;
`

const naturalOrder = new Intl.Collator('es', { numeric: true })
const nameOrder = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

/**
 * Imports the sheets in `dir` into a new database in `file` (by default in memory), replacing
 * whatever the file held. Throws with every problem of the sheets.
 */
export function openCatalogueDb(dir: string, file = ':memory:'): DatabaseSync {
  const digest = sourceDigest(dir, SCHEMA_VERSION)
  const parts = loadCatalogue(dir)
  // A new file each time: a server reading the old one keeps its own copy open until it lets go.
  if (file !== ':memory:') rmSync(file, { force: true })
  const db = new DatabaseSync(file)
  try {
    // Nobody reads the file while it is written (a rename puts it in place), so no journal.
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF')
    db.exec('BEGIN')
    db.exec(SCHEMA)
    insertCatalogue(db, parts)
    writeAnswers(db)
    const meta = db.prepare('INSERT INTO meta (name, value) VALUES (?, ?)')
    meta.run('schema', SCHEMA_VERSION)
    meta.run('source', digest)
    meta.run('parts', String(parts.length))
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

function insertCatalogue(db: DatabaseSync, parts: CataloguePart[]) {
  const insertPart = db.prepare(
    'INSERT INTO parts (key, line, sort_rank, tag, json) VALUES (?, ?, ?, ?, ?)',
  )
  const insertWords = db.prepare('INSERT INTO part_words (rowid, words) VALUES (?, ?)')
  const insertNumber = db.prepare(
    'INSERT OR IGNORE INTO part_numbers (number, part_key) VALUES (?, ?)',
  )
  const insertMeasure = db.prepare(
    'INSERT INTO part_measures (line, column_name, value, thread, part_key) VALUES (?, ?, ?, ?, ?)',
  )
  const insertBrand = db.prepare('INSERT INTO brands (name, sort_rank) VALUES (?, ?)')
  const insertModel = db.prepare('INSERT INTO models (name, brand, sort_rank) VALUES (?, ?, ?)')
  const insertApplication = db.prepare(
    'INSERT INTO applications (model, part_key, line, year_from, year_to) VALUES (?, ?, ?, ?, ?)',
  )

  const sorted = parts.toSorted((a, b) => naturalOrder.compare(a.key, b.key))
  for (const [rank, part] of sorted.entries()) {
    const { lastInsertRowid } = insertPart.run(
      part.key,
      part.productLine,
      rank,
      part.tag,
      JSON.stringify(composeProduct(part)),
    )
    insertWords.run(lastInsertRowid, partWords(part))
    for (const number of [part.key, ...part.equivalences]) {
      for (const form of numberForms(number)) insertNumber.run(form, part.key)
    }
    for (const { column, kind } of Object.values(MEASURE_PARAMS)) {
      const measure = part.measures[column]
      if (!measure) continue
      if (kind === 'thread')
        insertMeasure.run(part.productLine, column, null, measure.text, part.key)
      else if (measure.value !== undefined) {
        insertMeasure.run(part.productLine, column, measure.value, null, part.key)
      }
    }
  }

  const modelBrands = new Map(
    parts.flatMap((part) => part.applications.map(({ model, brand }) => [model, brand] as const)),
  )
  const brands = [...new Set(modelBrands.values())].sort(nameOrder.compare)
  for (const [rank, brand] of brands.entries()) insertBrand.run(brand, rank)
  const models = [...modelBrands].sort(([a], [b]) => nameOrder.compare(a, b))
  for (const [rank, [model, brand]] of models.entries()) insertModel.run(model, brand, rank)

  for (const part of parts) {
    for (const application of part.applications) {
      insertApplication.run(
        application.model,
        part.key,
        part.productLine,
        application.from,
        application.to,
      )
    }
  }
}

const lineNames = new Map(productLines.map((line) => [line.id, `${line.name} ${line.singular}`]))

/** Everything a visitor may type to find the part, as the search compares text. */
function partWords(part: CataloguePart): string {
  const measures = Object.entries(part.measures).flatMap(([column, measure]) =>
    column.startsWith('rosca') || column === 'tornillo'
      ? threadWords(measure.text)
      : [measure.text],
  )
  const words = [
    part.key,
    part.name,
    lineNames.get(part.productLine) ?? '',
    part.tag === '-' ? '' : part.tag,
    part.note === '-' ? '' : part.note,
    ...measures,
    ...part.applications.map(
      (a) => `${a.brand} ${a.model} ${describeYears(a)}${a.note ? ` ${a.note}` : ''}`,
    ),
    part.position ?? '',
    part.finish ?? '',
    part.material ?? '',
    ...part.equivalences,
  ]
  // One pass over the whole text: the separator keeps one item's number from joining the next's.
  return searchText(words.filter(Boolean).join(' · '))
}

/** How many parts a catalogue database holds. */
export function countProducts(db: DatabaseSync): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM parts').get() as { n: number }).n
}
