import type { DatabaseSync, StatementSync } from 'node:sqlite'

// Every catalogue read, as prepared statements: names are bound parameters, never spliced into SQL.
// SQLite writes each answer's JSON itself and hands it over as UTF-8 bytes, so an answer reaches
// the socket without becoming JavaScript objects or strings; serialising the full product list in
// JavaScript cost several times more than the query. The JSON keys are the contract's
// (src/catalogue/contract.ts); the tests hold them to it.

/** UTF-8 JSON text of one API answer. */
export type JsonAnswer = Uint8Array<ArrayBuffer>

const PRODUCT_LIST = `
  SELECT CAST('[' || coalesce(group_concat(p.json, ',' ORDER BY p.sort_rank), '') || ']' AS BLOB) AS body
  FROM products p`

const SQL = {
  products: PRODUCT_LIST,
  productsByBrand: `${PRODUCT_LIST}
    WHERE p.key IN (
      SELECT a.product_key FROM applications a JOIN models m ON m.name = a.model WHERE m.brand = ?
    )`,
  productsByModel: `${PRODUCT_LIST}
    WHERE p.key IN (SELECT a.product_key FROM applications a WHERE a.model = ?)`,
  brands: `
    SELECT CAST(json_group_array(json_object(
      'marca', b.name,
      'total', (
        SELECT COUNT(DISTINCT a.product_key)
        FROM models m JOIN applications a ON a.model = m.name
        WHERE m.brand = b.name
      )
    ) ORDER BY b.sort_rank) AS BLOB) AS body
    FROM brands b`,
  models: `
    SELECT CAST(json_group_array(json_object(
      'modelo', m.name,
      'total', (SELECT COUNT(DISTINCT a.product_key) FROM applications a WHERE a.model = m.name)
    ) ORDER BY m.sort_rank) AS BLOB) AS body
    FROM models m`,
  modelsByBrand: `
    SELECT CAST(json_group_array(json_object(
      'modelo', m.name,
      'total', (SELECT COUNT(DISTINCT a.product_key) FROM applications a WHERE a.model = m.name)
    ) ORDER BY m.sort_rank) AS BLOB) AS body
    FROM models m
    WHERE m.brand = ?`,
} as const

type CatalogueQueries = {
  brandNames(): string[]
  modelNames(): string[]
  products(): JsonAnswer
  brands(): JsonAnswer
  models(): JsonAnswer
  productsByBrand(brand: string): JsonAnswer
  modelsByBrand(brand: string): JsonAnswer
  productsByModel(model: string): JsonAnswer
}

export function createCatalogueQueries(db: DatabaseSync): CatalogueQueries {
  const products = db.prepare(SQL.products)
  const productsByBrand = db.prepare(SQL.productsByBrand)
  const productsByModel = db.prepare(SQL.productsByModel)
  const brands = db.prepare(SQL.brands)
  const models = db.prepare(SQL.models)
  const modelsByBrand = db.prepare(SQL.modelsByBrand)
  const brandNames = db.prepare('SELECT name FROM brands ORDER BY sort_rank')
  const modelNames = db.prepare('SELECT name FROM models ORDER BY sort_rank')
  const names = (rows: unknown[]) => rows.map((row) => (row as { name: string }).name)
  return {
    brandNames: () => names(brandNames.all()),
    modelNames: () => names(modelNames.all()),
    products: () => answer(products),
    brands: () => answer(brands),
    models: () => answer(models),
    productsByBrand: (brand) => answer(productsByBrand, brand),
    modelsByBrand: (brand) => answer(modelsByBrand, brand),
    productsByModel: (model) => answer(productsByModel, model),
  }
}

// Each statement yields exactly one row (an aggregate) whose BLOB column node:sqlite copies into a
// fresh ArrayBuffer-backed Uint8Array.
function answer(statement: StatementSync, ...params: string[]): JsonAnswer {
  return (statement.get(...params) as { body: JsonAnswer }).body
}
