import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { ApiBrand, ApiModel, ApiProduct } from '../../src/catalogue/contract.ts'

// Every catalogue read, as prepared statements with bound parameters (never string-built SQL).

const PRODUCT_COLUMNS = `
  p.image AS image_producto,
  p.alt AS alt_producto,
  p.key AS clave_producto,
  p.tag AS etiqueta_producto,
  p.name AS nombre_producto,
  p.note AS txt_adicional,
  p.length AS largo_producto,
  p.diameter AS diametro_producto,
  p.applications AS aplicaciones_producto`

const SQL = {
  products: `SELECT ${PRODUCT_COLUMNS} FROM products p ORDER BY p.sort_rank`,
  productsByBrand: `
    SELECT ${PRODUCT_COLUMNS} FROM products p
    WHERE p.key IN (
      SELECT a.product_key FROM applications a JOIN models m ON m.name = a.model WHERE m.brand = ?
    )
    ORDER BY p.sort_rank`,
  productsByModel: `
    SELECT ${PRODUCT_COLUMNS} FROM products p
    WHERE p.key IN (SELECT a.product_key FROM applications a WHERE a.model = ?)
    ORDER BY p.sort_rank`,
  brands: `
    SELECT b.name AS marca, COUNT(DISTINCT a.product_key) AS total
    FROM brands b JOIN models m ON m.brand = b.name JOIN applications a ON a.model = m.name
    GROUP BY b.name, b.sort_rank
    ORDER BY b.sort_rank`,
  models: `
    SELECT m.name AS modelo, COUNT(DISTINCT a.product_key) AS total
    FROM models m JOIN applications a ON a.model = m.name
    GROUP BY m.name, m.sort_rank
    ORDER BY m.sort_rank`,
  modelsByBrand: `
    SELECT m.name AS modelo, COUNT(DISTINCT a.product_key) AS total
    FROM models m JOIN applications a ON a.model = m.name
    WHERE m.brand = ?
    GROUP BY m.name, m.sort_rank
    ORDER BY m.sort_rank`,
} as const

export type CatalogueQueries = {
  products(): ApiProduct[]
  brands(): ApiBrand[]
  models(): ApiModel[]
  productsByBrand(brand: string): ApiProduct[]
  modelsByBrand(brand: string): ApiModel[]
  productsByModel(model: string): ApiProduct[]
}

export function createCatalogueQueries(db: DatabaseSync): CatalogueQueries {
  const products = db.prepare(SQL.products)
  const productsByBrand = db.prepare(SQL.productsByBrand)
  const productsByModel = db.prepare(SQL.productsByModel)
  const brands = db.prepare(SQL.brands)
  const models = db.prepare(SQL.models)
  const modelsByBrand = db.prepare(SQL.modelsByBrand)
  return {
    products: () => rows<ApiProduct>(products),
    brands: () => rows<ApiBrand>(brands),
    models: () => rows<ApiModel>(models),
    productsByBrand: (brand) => rows<ApiProduct>(productsByBrand, brand),
    modelsByBrand: (brand) => rows<ApiModel>(modelsByBrand, brand),
    productsByModel: (model) => rows<ApiProduct>(productsByModel, model),
  }
}

// The column aliases above are the wire field names, so each row already has the wire shape.
function rows<T>(statement: StatementSync, ...params: string[]): T[] {
  return statement.all(...params) as T[]
}
