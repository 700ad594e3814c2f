import { DOOR_PINS, productLine } from './lines'
import { inRange, parseMillimetres } from './measures/millimetres'
import { MEASURE_PARAMS } from './measures/search-measures'
import { DEFAULT_SORT, type SortMode, sortOptions } from './types'

/**
 * The catalogue's filter state as it stands in the URL:
 * ?q=&marca=&modelo=&anio=&orden=&pagina=&largo=&diametro=.
 * A default is undefined and left out of the URL, so the plain page has a plain URL.
 */
export type CatalogueSearch = {
  /** The search typed by the visitor. */
  q?: string
  marca?: string
  modelo?: string
  /** A model year, chosen after make and model. */
  anio?: number
  orden?: Exclude<SortMode, 'numero'>
  pagina?: number
  /** The measures of the pin in hand, in millimetres ('Mide tu perno'). */
  largo?: number
  diametro?: number
}

const MAX_NAME_LENGTH = 80
const MAX_PAGE = 10_000
/** Model years a catalogue of car parts can name. */
const FIRST_YEAR = 1900
const LAST_YEAR = 2100

/**
 * A name from the URL. The router keeps search values as strings (src/router.tsx); a number or
 * boolean can still come from a link built in code, so a model named 206 stays '206' either way.
 */
function name(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed && trimmed.length <= MAX_NAME_LENGTH ? trimmed : undefined
}

function sort(value: unknown): CatalogueSearch['orden'] {
  return sortOptions.some((o) => o.value === value) && value !== DEFAULT_SORT
    ? (value as CatalogueSearch['orden'])
    : undefined
}

function page(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 1 && n <= MAX_PAGE ? n : undefined
}

/** A model year: four digits between 1900 and 2100, from a string or a number. */
function year(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= FIRST_YEAR && n <= LAST_YEAR
    ? n
    : undefined
}

/**
 * A door pin's measure from the URL ('9.5', '9,5', '45 mm' or a number), if a door pin can have
 * it (the line's range, lines.ts). Read without measure-params.ts, which is not in a page's first
 * load.
 */
function measure(param: 'largo' | 'diametro', value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value
  const mm = typeof text === 'string' ? parseMillimetres(text) : null
  const column = productLine(DOOR_PINS).measures.find(
    (each) => each.column === MEASURE_PARAMS[param].column,
  )
  return mm !== null && column && inRange(mm, column) ? mm : undefined
}

/**
 * validateSearch of the catalogue route: never throws; anything invalid falls back to its
 * default. A model needs its brand (models are chosen within a brand), a year its model. Every key is set, to
 * undefined for a default: the router lays this result over the raw search, so a key left out
 * would let the raw value through (?orden=precio would reach the view).
 */
export function validateCatalogueSearch(raw: Record<string, unknown>): CatalogueSearch {
  const marca = name(raw.marca)
  const modelo = marca === undefined ? undefined : name(raw.modelo)
  return {
    q: name(raw.q),
    marca,
    modelo,
    anio: modelo === undefined ? undefined : year(raw.anio),
    orden: sort(raw.orden),
    pagina: page(raw.pagina),
    largo: measure('largo', raw.largo),
    diametro: measure('diametro', raw.diametro),
  }
}

/** Every field of the filter state, in the order of its URL (a type error if one is missing). */
const FILTER_KEYS = [
  'q',
  'marca',
  'modelo',
  'anio',
  'orden',
  'pagina',
  'largo',
  'diametro',
] as const
true satisfies [Exclude<keyof CatalogueSearch, (typeof FILTER_KEYS)[number]>] extends [never]
  ? true
  : never

/**
 * A filter state's own fields, always in the same order: the catalogue route's loader
 * dependencies and its API search. The vehicle finder asks what the catalogue will ask for the
 * same car, at the same URL, so the catalogue finds the answer in the browser's HTTP cache.
 */
export function filterState(search: CatalogueSearch): CatalogueSearch {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, search[key]])) as CatalogueSearch
}

/** Whether two filter states name the same view. */
export function sameSearch(a: CatalogueSearch, b: CatalogueSearch): boolean {
  return FILTER_KEYS.every((key) => a[key] === b[key])
}
