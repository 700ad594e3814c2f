import { type Application, parseApplications } from '../catalogue/applications'
import { canonicalKeyParam } from '../catalogue/product-path'
import type { Brand, Product } from '../catalogue/types'

/** Other products shown on a product's page, at most. */
const RELATED_LIMIT = 6

/** What a product's page shows. */
export type ProductPageData = {
  product: Product
  /** Make, model and years of each application; null when the text has another shape. */
  applications: readonly Application[] | null
  /** Other products that fit one of the same models, most shared models first. */
  related: Product[]
}

function sameKey(product: Product, param: string): boolean {
  return canonicalKeyParam(product.key) === canonicalKeyParam(param)
}

/** The page of the product whose key matches `param` (any case); null for an unknown key. */
export function productPageData(
  products: readonly Product[],
  brands: readonly Brand[],
  param: string,
): ProductPageData | null {
  const product = products.find((p) => sameKey(p, param))
  if (!product) return null
  const makes = brands.map((b) => b.name)
  const applications = parseApplications(product.applications, makes)
  const models = new Set((applications ?? []).map((a) => `${a.make}\u0000${a.model}`))
  const related = products
    .filter((p) => p.key !== product.key)
    .map((p) => ({
      p,
      shared: (parseApplications(p.applications, makes) ?? []).filter((a) =>
        models.has(`${a.make}\u0000${a.model}`),
      ).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, RELATED_LIMIT)
    .map(({ p }) => p)
  return { product, applications, related }
}
