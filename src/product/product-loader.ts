import { getBrands, getProducts } from '../catalogue/api'
import type { Brand, Product } from '../catalogue/types'
import { type ProductPageData, productPageData } from './product-page-data'

/** The catalogue as the build read it; the prerender hands it over before rendering. */
type Catalogue = { products: Product[]; brands: Brand[] }

let buildCatalogue: Catalogue | null = null

/** Makes product pages render from `catalogue` instead of asking the API (prerender only). */
export function provideBuildCatalogue(catalogue: Catalogue): void {
  buildCatalogue = catalogue
}

/** The products the build read (prerender only): their drawing files are written beside the pages. */
export function builtProducts(): readonly Product[] {
  return buildCatalogue?.products ?? []
}

/**
 * A product page's data: from the catalogue the build read, else (in the browser, for a product
 * added after the build) from the API. Null for a key the catalogue does not hold.
 */
export async function loadProductPage(param: string): Promise<ProductPageData | null> {
  const built = buildCatalogue
  const catalogue: Catalogue = built ?? (await fetchCatalogue())
  return productPageData(catalogue.products, catalogue.brands, param)
}

async function fetchCatalogue(): Promise<Catalogue> {
  const [products, brands] = await Promise.all([getProducts({ kind: 'all' }), getBrands()])
  return { products, brands }
}
