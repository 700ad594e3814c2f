import { normalizeName } from './canonical'
import type { CatalogueSearch } from './search-params'
import type { Product } from './types'

// The vehicle a buyer chose in the finder or the catalogue's filters: it goes with every part
// quoted or listed from its results, so that sales know which car the part is for.

/** A make and model, and the model year when chosen. */
export type Vehicle = { make: string; model: string; year?: number }

/** The part of a filter state (the catalogue's and a part page's address) that names a vehicle. */
type VehicleSearch = Pick<CatalogueSearch, 'marca' | 'modelo' | 'anio'>

/** The vehicle of a filter state: only a make with its model names one. */
export function vehicleOf(search: VehicleSearch): Vehicle | null {
  if (search.marca === undefined || search.modelo === undefined) return null
  return search.anio === undefined
    ? { make: search.marca, model: search.modelo }
    : { make: search.marca, model: search.modelo, year: search.anio }
}

/** 'Nissan Tsuru 2005', or 'Nissan Tsuru' without a year. */
export function vehicleText(vehicle: Vehicle): string {
  return [vehicle.make, vehicle.model, vehicle.year].filter((part) => part !== undefined).join(' ')
}

/** The filter state that names the vehicle. */
export function vehicleSearch(vehicle: Vehicle): VehicleSearch {
  return { marca: vehicle.make, modelo: vehicle.model, anio: vehicle.year }
}

/** The fitment note of the part's application to that make and model, if it has one. */
export function fitNoteFor(product: Product, make: string, model: string): string | null {
  const [wantedMake, wantedModel] = [normalizeName(make), normalizeName(model)]
  return (
    product.fitNotes.find(
      (n) => normalizeName(n.make) === wantedMake && normalizeName(n.model) === wantedModel,
    )?.note ?? null
  )
}
