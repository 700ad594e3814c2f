// Run by the prerender script in plain Node: imports name their .ts files.
import { catalogueEndpoints } from './contract.ts'
import { productPath } from './product-path.ts'
import { reshapeBrands, reshapeProducts } from './reshape.ts'
import type { Brand, Product } from './types.ts'

/** Answers a path of the catalogue API (e.g. '/productos') with its JSON list. */
export type CatalogueReader = (path: string) => Promise<unknown[]>

/**
 * The build's product pages: reads the catalogue once (through `read`: the API at
 * VITE_CATALOG_API_URL, or the local service's data), hands it to the server renderer (`provide`,
 * the server entry's provideBuildCatalogue) and returns the path of every product's page, for the
 * prerender and the sitemap.
 */
export async function productPagePaths(
  read: CatalogueReader,
  provide: (catalogue: { products: Product[]; brands: Brand[] }) => void,
): Promise<string[]> {
  const [products, brands] = await Promise.all([
    read(catalogueEndpoints.products()).then(reshapeProducts),
    read(catalogueEndpoints.brands()).then(reshapeBrands),
  ])
  provide({ products, brands })
  return products.map((product) => productPath(product.key))
}
