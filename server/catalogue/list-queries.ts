import type { DatabaseSync, StatementSync } from 'node:sqlite'

// The six lists of a line as the API answers them, each one statement: SQLite writes the JSON
// itself, so an answer never becomes JavaScript objects; the JSON keys are the contract's
// (src/catalogue/contract.ts) and the tests hold them to it. Each list is read from the rows it
// holds (an index leads to them), never by testing every part.

/** UTF-8 JSON text of one answer. */
export type JsonAnswer = Uint8Array<ArrayBuffer>

const partList = (from: string) => `
  SELECT CAST('[' || coalesce(group_concat(p.json, ',' ORDER BY p.sort_rank), '') || ']' AS BLOB)
  FROM ${from}`

const countedList = (field: string, from: string) => `
  SELECT CAST(json_group_array(json_object('${field}', name, 'total', total) ORDER BY sort_rank) AS BLOB)
  FROM (${from})`

const SQL = {
  products: partList('parts p WHERE p.line = ?'),
  productsByBrand: partList(`(
      SELECT DISTINCT a.part_key FROM applications a JOIN models m ON m.name = a.model
      WHERE a.line = ? AND m.brand = ?) k JOIN parts p ON p.key = k.part_key`),
  productsByModel: partList(
    'applications a JOIN parts p ON p.key = a.part_key WHERE a.line = ? AND a.model = ?',
  ),
  brands: countedList(
    'marca',
    `SELECT b.name, b.sort_rank, COUNT(DISTINCT a.part_key) AS total
     FROM brands b JOIN models m ON m.brand = b.name JOIN applications a ON a.model = m.name
     WHERE a.line = ? GROUP BY b.name`,
  ),
  models: countedList(
    'modelo',
    `SELECT m.name, m.sort_rank, COUNT(DISTINCT a.part_key) AS total
     FROM models m JOIN applications a ON a.model = m.name
     WHERE a.line = ? GROUP BY m.name`,
  ),
  modelsByBrand: countedList(
    'modelo',
    `SELECT m.name, m.sort_rank, COUNT(DISTINCT a.part_key) AS total
     FROM models m JOIN applications a ON a.model = m.name
     WHERE a.line = ? AND m.brand = ? GROUP BY m.name`,
  ),
} as const

export type ListName = keyof typeof SQL

/** The six lists of any line over `db`: `list('productsByModel', 'birlos', 'Tsuru')`. */
export function listQueries(db: DatabaseSync): (name: ListName, ...params: string[]) => JsonAnswer {
  const statements = new Map<ListName, StatementSync>()
  return (name, ...params) => {
    let statement = statements.get(name)
    if (!statement) {
      statement = db.prepare(SQL[name])
      statements.set(name, statement)
    }
    return Object.values(statement.get(...params) as Record<string, JsonAnswer>)[0] as JsonAnswer
  }
}
