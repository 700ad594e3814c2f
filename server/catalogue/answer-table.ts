import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { catalogueRoutes as routes } from '../../src/catalogue/contract.ts'
import { productLines } from '../../src/catalogue/lines.ts'
import { weakEtag } from '../http/precompressed.ts'

// Every list the API answers, written once at import: for each line its parts, makes and models,
// and each make's and model's, under the path that asks for it ('/birlos/productos/marca/Nissan').
// SQLite writes each answer's JSON itself, so an answer never becomes JavaScript objects; the JSON
// keys are the contract's (src/catalogue/contract.ts), and the tests hold them to it.

/** Below this size compression saves less than its header costs (answers.ts sends it as it is). */
const COMPRESS_FROM_BYTES = 1024

// Each list is read from the rows it holds (an index leads to them), never by testing every part.
const partList = (from: string) => `
  SELECT CAST('[' || coalesce(group_concat(p.json, ',' ORDER BY p.sort_rank), '') || ']' AS BLOB)
  FROM ${from}`

const SQL = {
  products: partList('parts p WHERE p.line = ?'),
  productsByBrand: partList(`(
      SELECT DISTINCT a.part_key FROM applications a JOIN models m ON m.name = a.model
      WHERE a.line = ? AND m.brand = ?) k JOIN parts p ON p.key = k.part_key`),
  productsByModel: partList(
    'applications a JOIN parts p ON p.key = a.part_key WHERE a.line = ? AND a.model = ?',
  ),
  brands: `
    SELECT CAST(json_group_array(json_object('marca', name, 'total', total) ORDER BY sort_rank) AS BLOB)
    FROM (
      SELECT b.name, b.sort_rank, COUNT(DISTINCT a.part_key) AS total
      FROM brands b JOIN models m ON m.brand = b.name JOIN applications a ON a.model = m.name
      WHERE a.line = ? GROUP BY b.name)`,
  models: `
    SELECT CAST(json_group_array(json_object('modelo', name, 'total', total) ORDER BY sort_rank) AS BLOB)
    FROM (
      SELECT m.name, m.sort_rank, COUNT(DISTINCT a.part_key) AS total
      FROM models m JOIN applications a ON a.model = m.name
      WHERE a.line = ? GROUP BY m.name)`,
  modelsByBrand: `
    SELECT CAST(json_group_array(json_object('modelo', name, 'total', total) ORDER BY sort_rank) AS BLOB)
    FROM (
      SELECT m.name, m.sort_rank, COUNT(DISTINCT a.part_key) AS total
      FROM models m JOIN applications a ON a.model = m.name
      WHERE a.line = ? AND m.brand = ? GROUP BY m.name)`,
  brandNames: `
    SELECT DISTINCT m.brand AS name FROM models m JOIN applications a ON a.model = m.name
    WHERE a.line = ?`,
  modelNames: 'SELECT DISTINCT model AS name FROM applications WHERE line = ?',
} as const

/** Fills the `answers` table of a database whose parts, brands and models are in place. */
export function writeAnswers(db: DatabaseSync): void {
  const statements = Object.fromEntries(
    Object.entries(SQL).map(([name, sql]) => [name, db.prepare(sql)]),
  ) as Record<keyof typeof SQL, StatementSync>
  const insert = db.prepare(
    'INSERT INTO answers (path, etag, identity, gzip, br) VALUES (?, ?, ?, ?, ?)',
  )
  const write = (path: string, statement: StatementSync, ...params: string[]) => {
    const row = statement.get(...params) as Record<string, Uint8Array>
    const body = Object.values(row)[0] as Uint8Array
    const big = body.length >= COMPRESS_FROM_BYTES
    insert.run(
      path,
      weakEtag(body),
      body,
      big ? gzipSync(body, { level: 6 }) : null,
      big
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : null,
    )
  }
  const names = (statement: StatementSync, line: string) =>
    statement.all(line).map((row) => String((row as { name: string }).name))
  const withName = (pattern: string, name: string) => pattern.replace(/:\w+$/, name)

  for (const { id } of productLines) {
    const prefix = `/${id}`
    write(prefix + routes.products, statements.products, id)
    write(prefix + routes.brands, statements.brands, id)
    write(prefix + routes.models, statements.models, id)
    for (const brand of names(statements.brandNames, id)) {
      write(prefix + withName(routes.productsByBrand, brand), statements.productsByBrand, id, brand)
      write(prefix + withName(routes.modelsByBrand, brand), statements.modelsByBrand, id, brand)
    }
    for (const model of names(statements.modelNames, id)) {
      write(prefix + withName(routes.productsByModel, model), statements.productsByModel, id, model)
    }
  }
}
