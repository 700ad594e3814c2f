import type { Application } from '../applications'
import type { CatalogueSearch } from '../search-params'
import type { SearchPage } from '../types'
import { fitNoteFor } from '../vehicle'
import { matchingApplication } from '../years'
import type { Candidate } from './candidates'

/**
 * The candidates of a page of results: its parts when a model (a vehicle) or a search narrowed
 * the catalogue to a few, all on this page; none for a browse of the catalogue, where the parts
 * are not alternatives to choose between. Each with the note of its application to the vehicle.
 */
export function candidatesOf(
  results: SearchPage | null,
  search: CatalogueSearch,
  makes: readonly string[],
): Candidate[] {
  if (!results || results.total < 2 || results.total !== results.products.length) return []
  if (search.modelo === undefined && !search.q) return []
  return results.products.map((product) => {
    const match: Application | null = matchingApplication(product, search, makes)
    return { product, fitNote: match ? fitNoteFor(product, match.make, match.model) : null }
  })
}
