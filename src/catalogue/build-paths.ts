// Run by the prerender script in plain Node: imports name their .ts files.
import {
  type ApiSearchQuery,
  catalogueEndpoints,
  lineEndpoints,
  searchEndpoint,
} from './contract.ts'
import { DOOR_PINS, type LineId, productLines } from './lines.ts'
import { partPath } from './part-path.ts'
import { reshapeBrands, reshapeProducts, reshapeSearchPage } from './reshape.ts'
import type { Brand, Product } from './types.ts'

/** Answers a path of the catalogue API (e.g. '/productos') with its JSON. */
export type CatalogueReader = (path: string) => Promise<unknown>

/** The catalogue the build read, as the server entry's provideBuildCatalogue takes it. */
export type BuiltCatalogue = {
  /** Every line's parts, each line in the catalogue's order. */
  products: Product[]
  /** Every line's makes, each once. */
  brands: Brand[]
  /** The catalogue's search of one line, as the browser asks it (`/api/{line}/buscar`). */
  search: (query: ApiSearchQuery, line: LineId) => Promise<Product[]>
}

async function readList(read: CatalogueReader, path: string): Promise<unknown[]> {
  const body = await read(path)
  if (!Array.isArray(body)) throw new Error(`catalogue ${path}: not a list`)
  return body
}

/**
 * The build's part pages: reads every line's parts and makes once (through `read`: the API at
 * VITE_CATALOG_API_URL, or the local service's data), hands them and the search to the server
 * renderer (`provide`, the server entry's provideBuildCatalogue) and returns the path of every
 * part's page, for the prerender, the sitemap and llms.txt.
 */
export async function partPagePaths(
  read: CatalogueReader,
  provide: (catalogue: BuiltCatalogue) => void | Promise<void>,
): Promise<string[]> {
  const lines = await Promise.all(
    productLines.map(async ({ id }) => {
      // The door pins' lists are the specification's, at the API's root.
      const endpoints = id === DOOR_PINS ? catalogueEndpoints : lineEndpoints(id)
      const [products, brands] = await Promise.all([
        readList(read, endpoints.products()).then(reshapeProducts),
        readList(read, endpoints.brands()).then(reshapeBrands),
      ])
      const stray = products.find((product) => product.line !== id)
      if (stray) throw new Error(`catalogue ${endpoints.products()}: ${stray.key} is not of ${id}`)
      return { products, brands }
    }),
  )
  const products = lines.flatMap((line) => line.products)
  const brands = [...new Map(lines.flatMap((line) => line.brands).map((b) => [b.name, b])).values()]
  await provide({
    products,
    brands,
    search: async (query, line) =>
      reshapeSearchPage(await read(searchEndpoint(query, line))).products,
  })
  return products.map((product) => partPath(product.line, product.key))
}
