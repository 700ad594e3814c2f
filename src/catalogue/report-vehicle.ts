import type { CatalogueSearch } from './search-params'

/** The vehicle of a view of the catalogue, for a fit report; none without a model. */
export function reportVehicle({ marca, modelo, anio }: CatalogueSearch) {
  if (marca === undefined || modelo === undefined) return undefined
  return { make: marca, model: modelo, year: anio === undefined ? undefined : String(anio) }
}
