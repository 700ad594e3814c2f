import { getBrands, getPart, searchParts } from '../catalogue/api'
import { parseApplications } from '../catalogue/applications'
import type { BuiltCatalogue } from '../catalogue/build-paths'
import type { ApiSearchQuery } from '../catalogue/contract'
import type { LineId } from '../catalogue/lines'
import { canonicalKeyParam } from '../catalogue/part-path'
import type { Product } from '../catalogue/types'
import { loadPartPhotos } from '../photos/load-part-photos'
import type { PartPageData } from './part-page-data'
import {
  measureRule,
  type RelatedBy,
  relatedParts,
  relatedQuery,
  relatedRule,
} from './related-parts'

/** Where a part's page reads from: the build's catalogue, or the API in the browser. */
type PartSource = {
  part(key: string, signal?: AbortSignal): Promise<Product | null>
  makes(line: LineId, signal?: AbortSignal): Promise<readonly string[]>
  search(query: ApiSearchQuery, line: LineId, signal?: AbortSignal): Promise<Product[]>
}

let buildSource: PartSource | null = null

/**
 * Makes part pages render from `catalogue` instead of asking the API (prerender only): its search
 * gives the same answers the browser gets from `/api/{line}/buscar`, so a page's related parts
 * are the same however it was reached.
 */
export function provideBuildCatalogue(catalogue: BuiltCatalogue | null): void {
  if (!catalogue) {
    buildSource = null
    return
  }
  const byKey = new Map(catalogue.products.map((p) => [canonicalKeyParam(p.key), p]))
  const makes = catalogue.brands.map((b) => b.name)
  buildSource = {
    part: async (key) => byKey.get(canonicalKeyParam(key)) ?? null,
    makes: async () => makes,
    search: catalogue.search,
  }
}

/**
 * In the browser: the part's own answer (`/api/producto/{clave}`), the line's make names (to
 * read makes of several words in its applications) and one small search for related parts.
 * A failed search leaves the page without related parts; an aborted load stays aborted.
 */
const browserSource: PartSource = {
  part: getPart,
  makes: async (line, signal) => (await getBrands(signal, line)).map((b) => b.name),
  search: async (query, line, signal) => {
    try {
      return (await searchParts(query, line, signal)).products
    } catch (error) {
      if (signal?.aborted) throw error
      return []
    }
  },
}

/**
 * A part's page data: the part whose key matches `param` (any case) if it belongs to `line`,
 * from the catalogue the build read, else (in the browser, a part added after the build or a
 * page reached by a link) from the API. Null for a key the line does not hold.
 */
export async function loadPartPage(
  line: LineId,
  param: string,
  signal?: AbortSignal,
): Promise<PartPageData | null> {
  if (!param) return null
  const source = buildSource ?? browserSource
  const [product, makes, photos] = await Promise.all([
    source.part(param, signal),
    source.makes(line, signal),
    loadPartPhotos(param, signal),
  ])
  if (!product || product.line !== line) return null
  const applications = parseApplications(product.applications, makes)
  // The parts for its first car; when it is the only one of its line for that car, a second
  // small search for the parts sharing its thread or type, so the page still offers some.
  let relatedBy = relatedRule(product, applications)
  let related = await findRelated(source, product, relatedBy, makes, signal)
  if (related.length === 0 && relatedBy?.kind === 'car') {
    relatedBy = measureRule(product)
    related = await findRelated(source, product, relatedBy, makes, signal)
  }
  return { product, applications, relatedBy, related, photos }
}

async function findRelated(
  source: PartSource,
  product: Product,
  rule: RelatedBy | null,
  makes: readonly string[],
  signal?: AbortSignal,
): Promise<Product[]> {
  if (!rule) return []
  const candidates = await source.search(relatedQuery(rule), product.line, signal)
  return relatedParts(product, rule, candidates, makes)
}
