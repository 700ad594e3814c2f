import type { ProductScope } from './api'
import type { CatalogueSearch } from './search-params'
import type { SortMode } from './types'

// What a visitor's action does to the filter state in the URL, and the console message of each
// kind of failed call. Loading the data is the route's (load-catalogue.ts).

/** A visitor's action in the catalogue. */
export type CatalogueEvent =
  | { type: 'sort'; sort: SortMode }
  | { type: 'brand'; brand: string }
  | { type: 'model'; model: string }
  /** A model year, or undefined for every year. */
  | { type: 'year'; year: number | undefined }
  | { type: 'all' }
  | { type: 'page'; page: number }
  | { type: 'query'; query: string }

type Transition = {
  search: CatalogueSearch
  /** Scroll to the top of the list afterwards. */
  scroll: boolean
}

function withSort(search: CatalogueSearch, sort: SortMode): CatalogueSearch {
  const { orden: _orden, ...rest } = search
  return sort === 'numero' ? rest : { ...rest, orden: sort }
}

/**
 * A search typed in the box stays through filter choices; an empty one is left out. So do the
 * measures of the pin in hand: a make, a model or 'Mostrar todos' narrow or widen around them.
 */
function withQuery(
  search: CatalogueSearch,
  query: string | undefined,
  from: CatalogueSearch = {},
): CatalogueSearch {
  const q = query?.trim() ? query : undefined
  const kept: CatalogueSearch = { ...search }
  if (q !== undefined) kept.q = q
  if (from.largo !== undefined) kept.largo = from.largo
  if (from.diametro !== undefined) kept.diametro = from.diametro
  return kept
}

/**
 * The next filter state. Sort: page 1, scroll up. Brand: that brand, no model, default sort,
 * page 1, scroll up. Model: that model, default sort, page 1. 'Mostrar todos': nothing set.
 * Year: that year (or none) of the chosen model, page 1, sort kept, no scroll.
 * Page: that page, scroll up. Query: that search, page 1, no scroll; the
 * search stays through brand, model and 'Mostrar todos'.
 */
export function transition(search: CatalogueSearch, event: CatalogueEvent): Transition {
  switch (event.type) {
    case 'sort': {
      const { pagina: _pagina, ...rest } = search
      return { search: withSort(rest, event.sort), scroll: true }
    }
    case 'brand':
      return { search: withQuery({ marca: event.brand }, search.q, search), scroll: true }
    case 'model':
      return search.marca === undefined
        ? { search: withQuery({}, search.q, search), scroll: false }
        : {
            search: withQuery({ marca: search.marca, modelo: event.model }, search.q, search),
            scroll: false,
          }
    case 'year': {
      if (search.modelo === undefined) return { search, scroll: false }
      const { anio: _anio, pagina: _pagina, ...rest } = search
      return {
        search: event.year === undefined ? rest : { ...rest, anio: event.year },
        scroll: false,
      }
    }
    case 'all':
      return { search: withQuery({}, search.q, search), scroll: true }
    case 'query': {
      const { q: _q, pagina: _pagina, ...rest } = search
      return { search: withQuery(rest, event.query), scroll: false }
    }
    case 'page': {
      const { pagina: _pagina, ...rest } = search
      const page = Math.floor(event.page)
      return { search: page > 1 ? { ...rest, pagina: page } : rest, scroll: true }
    }
  }
}

/** Which product list a filter state asks for: the model's, else the brand's, else all. */
export function scopeOf(search: CatalogueSearch): ProductScope {
  if (search.marca !== undefined && search.modelo !== undefined)
    return { kind: 'model', model: search.modelo }
  if (search.marca !== undefined) return { kind: 'brand', brand: search.marca }
  return { kind: 'all' }
}

/** The console message for each kind of failed catalogue call. */
export const catalogueErrors = {
  loadProducts: 'Catálogo: no se pudieron cargar los productos.',
  countProducts: 'Catálogo: no se pudo contar el total de productos.',
  loadBrands: 'Catálogo: no se pudieron cargar las marcas.',
  loadModels: 'Catálogo: no se pudieron cargar los modelos.',
  showAll: 'Catálogo: no se pudieron mostrar todos los productos.',
  filterByBrand: 'Catálogo: no se pudo filtrar por marca.',
  modelsByBrand: 'Catálogo: no se pudieron cargar los modelos de la marca.',
  filterByModel: 'Catálogo: no se pudo filtrar por modelo.',
} as const

/** The message for a failed products call: a first load, or the filter the visitor chose. */
export function productsErrorMessage(scope: ProductScope, firstLoad: boolean): string {
  if (firstLoad) return catalogueErrors.loadProducts
  switch (scope.kind) {
    case 'all':
      return catalogueErrors.showAll
    case 'brand':
      return catalogueErrors.filterByBrand
    case 'model':
      return catalogueErrors.filterByModel
  }
}
