import { type Application, parseApplications } from './applications'
import { normalizeName } from './canonical'
import type { CatalogueSearch } from './search-params'
import type { Product } from './types'

// The year filter (Year/Make/Model, as in every auto-parts catalogue): once a make and model are
// chosen, the years come from the products' applications for that car. A product whose
// applications cannot be parsed has no known years: a year choice never hides it, since it may
// well fit. One whose applications name other cars only is another make's model of the same
// name (the API's products of a model are every make's): it is not shown under this make.

type Car = { make: string; model: string }

/**
 * The year ranges of `product` for the car: null when its applications are not known, empty
 * when they name other cars only.
 */
function rangesFor(
  product: Product,
  car: Car,
  makes: readonly string[],
): { from: number; to: number }[] | null {
  const applications = parseApplications(product.applications, makes)
  if (applications === null) return null
  const make = normalizeName(car.make)
  const model = normalizeName(car.model)
  return applications.filter(
    (a) => normalizeName(a.make) === make && normalizeName(a.model) === model,
  )
}

function carOf(search: CatalogueSearch): Car | null {
  return search.marca !== undefined && search.modelo !== undefined
    ? { make: search.marca, model: search.modelo }
    : null
}

/**
 * The years to choose from for the make and model of `search`, newest first; empty when no model
 * is chosen or no product of the car carries years (the selector is then not shown).
 */
export function yearOptions(
  products: readonly Product[],
  search: CatalogueSearch,
  makes: readonly string[],
): number[] {
  const car = carOf(search)
  if (car === null) return []
  const years = new Set<number>()
  for (const product of products) {
    for (const { from, to } of rangesFor(product, car, makes) ?? []) {
      for (let year = from; year <= to; year++) years.add(year)
    }
  }
  return [...years].sort((a, b) => b - a)
}

/**
 * The products that fit the make and model of `search`, and its year if one is set (all of them
 * when no model is chosen).
 */
export function filterByYear(
  products: readonly Product[],
  search: CatalogueSearch,
  makes: readonly string[],
): readonly Product[] {
  const car = carOf(search)
  if (car === null) return products
  const year = search.anio
  return products.filter((product) => {
    const ranges = rangesFor(product, car, makes)
    if (ranges === null) return true
    return year === undefined
      ? ranges.length > 0
      : ranges.some((r) => r.from <= year && year <= r.to)
  })
}

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
