import type { ApiSearchPage } from '../../../src/catalogue/contract.ts'
import type { LineId } from '../../../src/catalogue/lines.ts'
import { readMeasure } from '../../../src/catalogue/measures/measure-params.ts'
import {
  MEASURE_PARAM_NAMES,
  measureMatches,
} from '../../../src/catalogue/measures/search-measures.ts'
import { apiProduct, STAND_IN_PRODUCTS, type StandInProduct } from './data.ts'

// The stand-in's search (`/pernos/buscar`, `/buscar`), written apart from the project's service
// by the contract's rules: make, model and year narrow; every word typed must start a word of
// the part (key, name, note, cars); a part number typed in any spelling, or its start, comes
// first; 'nuevo' or 'mas-vendidos' puts those tags first; otherwise key order; nine a page.
// The measures of the part in hand (`largo`, `diametro`) narrow the door pins' search, each
// within its tolerance; one that cannot be read, or any on `/buscar`, is a Spanish 400.

const PAGE_SIZE = 9
const MAX_PAGE_SIZE = 60
const keyOrder = new Intl.Collator('es', { numeric: true })

/** Lower case, no accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
const compact = (text: string) => words(text).join('')

function fitting(product: StandInProduct, make?: string, model?: string, year?: number) {
  return product.fits.some(
    ([m, mo, from, to]) =>
      (make === undefined || m === make) &&
      (model === undefined || mo === model) &&
      (year === undefined || (from <= year && year <= to)),
  )
}

/** How a part answers the words typed: 0 its number, 1 its words, null not at all. */
function rank(product: StandInProduct, query: string): number | null {
  const typed = compact(query)
  if (typed.length >= 2 && /\d/.test(typed) && compact(product.key).startsWith(typed)) return 0
  const own = words(
    [product.key, product.name, product.note, ...product.fits.map(([m, mo]) => `${m} ${mo}`)].join(
      ' ',
    ),
  )
  return words(query).every((word) => own.some((w) => w.startsWith(word))) ? 1 : null
}

const whole = (value: string | null, min: number, max: number) => {
  const n = value !== null && /^\d+$/.test(value) ? Number(value) : Number.NaN
  return n >= min && n <= max ? n : undefined
}

/** A door pin's measures, as its answer writes them ('48 mm'). */
const millimetres = (text: string) => Number.parseFloat(text)

/** The measures asked, or why they cannot be used. */
export function measuresOf(
  query: URLSearchParams,
  line: LineId | undefined,
): { largo?: number; diametro?: number } | { error: string } {
  const asked: { largo?: number; diametro?: number } = {}
  for (const param of MEASURE_PARAM_NAMES) {
    const text = query.get(param)?.trim()
    if (!text) continue
    if (line === undefined) {
      return { error: 'Las medidas se buscan dentro de una línea: /api/{línea}/buscar.' }
    }
    const read = readMeasure(line, param, text)
    if ('problem' in read) return { error: read.problem }
    if (typeof read.value === 'number') asked[param as 'largo' | 'diametro'] = read.value
  }
  return asked
}

/** A search of the door pins (`line` 'pernos') or of every line; an `error` is a 400. */
export function searchPage(
  query: URLSearchParams,
  line?: 'pernos',
): ApiSearchPage | { error: string } {
  const measures = measuresOf(query, line)
  if ('error' in measures) return measures
  const { largo, diametro } = measures
  const text = (name: string) => query.get(name)?.trim() || undefined
  const make = text('marca')
  const model = make === undefined ? undefined : text('modelo')
  const year = model === undefined ? undefined : whole(query.get('anio'), 1900, 2100)
  const q = text('q')
  const tag = { nuevo: 'nuevo', 'mas-vendidos': 'más vendido' }[query.get('orden') ?? '']
  const matched = STAND_IN_PRODUCTS.flatMap((product) => {
    if (!fitting(product, make, model, year)) return []
    if (largo !== undefined && !measureMatches('largo', largo, millimetres(product.length))) {
      return []
    }
    if (
      diametro !== undefined &&
      !measureMatches('diametro', diametro, millimetres(product.diameter))
    ) {
      return []
    }
    const found = q === undefined ? 1 : rank(product, q)
    return found === null ? [] : [{ product, found }]
  }).sort(
    (a, b) =>
      Number(tag !== undefined && b.product.tag === tag) -
        Number(tag !== undefined && a.product.tag === tag) ||
      a.found - b.found ||
      keyOrder.compare(a.product.key, b.product.key),
  )
  const size = whole(query.get('por_pagina'), 1, MAX_PAGE_SIZE) ?? PAGE_SIZE
  const pages = Math.max(1, Math.ceil(matched.length / size))
  const page = Math.min(whole(query.get('pagina'), 1, 10_000) ?? 1, pages)
  const years = new Set<number>()
  if (model !== undefined) {
    for (const product of STAND_IN_PRODUCTS)
      for (const [m, mo, from, to] of product.fits)
        if (m === make && mo === model) for (let y = from; y <= to; y++) years.add(y)
  }
  return {
    total: matched.length,
    pagina: page,
    paginas: pages,
    por_pagina: size,
    total_linea: STAND_IN_PRODUCTS.length,
    anios: [...years].sort((a, b) => b - a),
    productos: matched
      .slice((page - 1) * size, page * size)
      .map(({ product }) => apiProduct(product)),
  }
}
