import { parseApplications } from './applications'
import { normalizeName } from './canonical'
import type { CatalogueSearch } from './search-params'
import type { Product } from './types'

// The year filter (Year/Make/Model, as in every auto-parts catalogue): once a make and model are
// chosen, the years come from the products' applications for that car. A product whose
// applications cannot be parsed, or name no application for that car, has no known years: a
// year choice never hides it, since it may well fit.

type Car = { make: string; model: string }

/** The year ranges of `product` for the car, or null when they are not known. */
function rangesFor(
  product: Product,
  car: Car,
  makes: readonly string[],
): { from: number; to: number }[] | null {
  const applications = parseApplications(product.applications, makes)
  if (applications === null) return null
  const make = normalizeName(car.make)
  const model = normalizeName(car.model)
  const ranges = applications.filter(
    (a) => normalizeName(a.make) === make && normalizeName(a.model) === model,
  )
  return ranges.length === 0 ? null : ranges
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

/** The products that fit the year of `search` (all of them when none is set). */
export function filterByYear(
  products: readonly Product[],
  search: CatalogueSearch,
  makes: readonly string[],
): readonly Product[] {
  const car = carOf(search)
  const year = search.anio
  if (car === null || year === undefined) return products
  return products.filter((product) => {
    const ranges = rangesFor(product, car, makes)
    return ranges === null || ranges.some((r) => r.from <= year && year <= r.to)
  })
}

/** `search` with its year dropped unless it is one of `options`. */
export function canonicalYear(
  search: CatalogueSearch,
  options: readonly number[],
): CatalogueSearch {
  return search.anio === undefined || options.includes(search.anio)
    ? search
    : { ...search, anio: undefined }
}
