import type { CatalogueSearch } from './search-params'
import type { Brand, Model } from './types'

// A make or model in the URL may be typed by hand or shared from elsewhere: "nissan", "Sedan" or a
// model of another make. The view only shows a filter once it names a make of the catalogue and,
// if any, a model of that make; until then it shows no products, so a product never appears
// under a make it does not fit.

/**
 * Names already normalised. Filters and the search compare the same few hundred make, model and
 * word names on every choice and keystroke; past this many the cache starts over.
 */
const normalized = new Map<string, string>()
const NORMALIZED_LIMIT = 10_000

/** Lower case, no accents, single spaces: "  Citroën " and "citroen" compare equal. */
export function normalizeName(name: string): string {
  const known = normalized.get(name)
  if (known !== undefined) return known
  const value = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
  if (normalized.size >= NORMALIZED_LIMIT) normalized.clear()
  normalized.set(name, value)
  return value
}

/** The canonical spelling of `wanted` among `names`, exact first, else ignoring case and accents. */
export function findName(names: readonly string[], wanted: string): string | undefined {
  if (names.includes(wanted)) return wanted
  const key = normalizeName(wanted)
  return names.find((name) => normalizeName(name) === key)
}

/** What the view knows of the catalogue's names so far: null while not loaded. */
export type KnownNames = {
  brands: readonly Brand[] | null
  /** The models of `modelsBrand`. */
  models: readonly Model[] | null
  modelsBrand: string | null
}

/**
 * The canonical filter state for `search`, or null while a list it needs has not arrived.
 * An unknown make is dropped with its model and year; a model that is not one of the make's is
 * dropped with its year.
 * Everything else (sort, page, query…) is kept as it is.
 */
export function canonicalSearch(
  search: CatalogueSearch,
  known: KnownNames,
): CatalogueSearch | null {
  if (search.marca === undefined) return search
  if (known.brands === null) return null
  const marca = findName(
    known.brands.map((b) => b.name),
    search.marca,
  )
  if (marca === undefined)
    return { ...search, marca: undefined, modelo: undefined, anio: undefined }
  if (search.modelo === undefined) return { ...search, marca }
  if (known.modelsBrand !== marca || known.models === null) return null
  const modelo = findName(
    known.models.map((m) => m.name),
    search.modelo,
  )
  // A year goes with its model; whether the model has that year is known later (years.ts).
  return modelo === undefined
    ? { ...search, marca, modelo, anio: undefined }
    : { ...search, marca, modelo }
}

/** Whether two filter states name the same view (undefined and absent keys are equal). */
export function sameSearch(a: CatalogueSearch, b: CatalogueSearch): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof CatalogueSearch>
  for (const key of keys) if (a[key] !== b[key]) return false
  return true
}
