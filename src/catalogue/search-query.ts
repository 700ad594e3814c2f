import type { ApiSearchQuery } from './contract'
import type { CatalogueSearch } from './search-params'

/**
 * The API search for a filter state of the catalogue, its fields always in the same order: the
 * vehicle finder asks what the catalogue will ask for the same car, at the same URL, so the
 * catalogue finds the answer in the browser's HTTP cache.
 */
export function doorPinQuery(search: CatalogueSearch): ApiSearchQuery {
  return {
    q: search.q,
    marca: search.marca,
    modelo: search.modelo,
    anio: search.anio,
    orden: search.orden,
    pagina: search.pagina,
    largo: search.largo,
    diametro: search.diametro,
  }
}
