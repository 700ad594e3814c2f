import { type Application, parseApplications } from './applications'
import { normalizeName } from './canonical'
import type { CatalogueSearch } from './search-params'
import type { Product } from './types'

// The catalogue's server filters by make, model and year; a card names the application of its
// part that the chosen car matched (Year/Make/Model, as in every auto-parts catalogue).

/**
 * The application of `product` that the filter of `search` matched: the chosen make's (and
 * model's, and year's) first; null without a make or when none is known to match.
 */
export function matchingApplication(
  product: Product,
  search: CatalogueSearch,
  makes: readonly string[],
): Application | null {
  if (search.marca === undefined) return null
  const make = normalizeName(search.marca)
  const model = search.modelo === undefined ? undefined : normalizeName(search.modelo)
  const year = search.anio
  return (
    parseApplications(product.applications, makes)?.find(
      (a) =>
        normalizeName(a.make) === make &&
        (model === undefined || normalizeName(a.model) === model) &&
        (year === undefined || (a.from <= year && year <= a.to)),
    ) ?? null
  )
}
