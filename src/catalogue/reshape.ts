import type { ApiBrand, ApiModel, ApiProduct } from './contract.ts'
import { DOOR_PINS, isLineId, type LineId, productLine } from './lines.ts'
import type {
  Brand,
  FitNote,
  Model,
  PagesAhead,
  PartMeasure,
  Product,
  SearchPage,
} from './types.ts'

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return String(value)
  return ''
}

function optional(value: unknown): string | null {
  const t = text(value)
  return t === '' || t === '-' ? null : t
}

/** A positive whole number, or null for anything else (absent, '-', '2 pzas'). */
function wholeNumber(value: unknown): number | null {
  const t = text(value)
  return /^\d{1,6}$/.test(t) && Number(t) > 0 ? Number(t) : null
}

/** ' | '-separated entries, trimmed, without empty ones or '-'. */
function list(value: unknown): string[] {
  return text(value)
    .split('|')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && entry !== '-')
}

function count(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keeps the items that are objects with the one field that identifies them. */
function items<T>(list: unknown[], idField: keyof T & string): Partial<Record<keyof T, unknown>>[] {
  return list.filter(
    (item): item is Record<string, unknown> => isRecord(item) && text(item[idField]) !== '',
  ) as Partial<Record<keyof T, unknown>>[]
}

/** The measures a part's answer gives, in its line's order, without the unknown ones. */
function measuresOf(line: LineId, p: Partial<Record<keyof ApiProduct, unknown>>): PartMeasure[] {
  const sent = isRecord(p.medidas_producto) ? p.medidas_producto : {}
  // A door pin's measures are the specification's two fields.
  const values: Record<string, unknown> =
    line === DOOR_PINS ? { largo_mm: p.largo_producto, diametro_mm: p.diametro_producto } : sent
  return productLine(line).measures.flatMap(({ column, label }) => {
    const value = optional(values[column])
    return value === null ? [] : [{ column, label, value }]
  })
}

/** A fitment note longer than this is no note the catalogue writes (it checks for 60). */
const FIT_NOTE_MAX = 120

/** The fitment notes of the applications' objects, when sent; what cannot be read is left out. */
function fitNotesOf(value: unknown): FitNote[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (!isRecord(item)) return []
    const [make, model, note] = [text(item.marca), text(item.modelo), text(item.nota)]
    return make && model && note && note.length <= FIT_NOTE_MAX ? [{ make, model, note }] : []
  })
}

function reshapeProduct(p: Partial<Record<keyof ApiProduct, unknown>>): Product {
  const line = isLineId(p.linea_producto) ? p.linea_producto : DOOR_PINS
  return {
    key: text(p.clave_producto),
    name: text(p.nombre_producto),
    image: text(p.image_producto),
    alt: text(p.alt_producto),
    tag: optional(p.etiqueta_producto),
    note: optional(p.txt_adicional),
    length: text(p.largo_producto),
    diameter: text(p.diametro_producto),
    // '-': a part that fits no car in particular (most lines but the door pins).
    applications: optional(p.aplicaciones_producto) ?? '',
    position: optional(p.posicion_producto),
    piecesPerPack: wholeNumber(p.piezas_por_paquete),
    finish: optional(p.acabado_producto),
    material: optional(p.material_producto),
    equivalences: list(p.equivalencias_producto),
    fitNotes: fitNotesOf(p.aplicaciones_lista_producto),
    line,
    measures: measuresOf(line, p),
  }
}

export function reshapeProducts(list: unknown[]): Product[] {
  return items<ApiProduct>(list, 'clave_producto').map(reshapeProduct)
}

export function reshapeBrands(list: unknown[]): Brand[] {
  return items<ApiBrand>(list, 'marca').map((b) => ({ name: text(b.marca), total: count(b.total) }))
}

export function reshapeModels(list: unknown[]): Model[] {
  return items<ApiModel>(list, 'modelo').map((m) => ({
    name: text(m.modelo),
    total: count(m.total),
  }))
}

/** A search page; anything missing or malformed reads as an empty first page. */
export function reshapeSearchPage(value: unknown): SearchPage {
  const page = isRecord(value) ? value : {}
  const products = Array.isArray(page.productos) ? reshapeProducts(page.productos) : []
  const years = Array.isArray(page.anios)
    ? page.anios.filter((year): year is number => Number.isInteger(year))
    : []
  return {
    total: count(page.total),
    page: Math.max(1, count(page.pagina)),
    pages: Math.max(1, count(page.paginas)),
    pageSize: Math.max(1, count(page.por_pagina)),
    lineTotal: count(page.total_linea),
    years,
    products,
  }
}

/**
 * The pages an answer sends ahead (contract.ts): each of a model's years' first page, or each
 * of a make's models', as pages of `of`'s line and size. A page whose parts are not all sent, a
 * year that is not one of the model's, is left out: it is asked for when chosen.
 */
export function reshapePagesAhead(value: unknown, of: SearchPage): PagesAhead {
  const none: PagesAhead = { years: [], models: [] }
  if (!isRecord(value)) return none
  const parts = new Map(of.products.map((part) => [part.key, part]))
  const more = Array.isArray(value.productos_paginas)
    ? reshapeProducts(value.productos_paginas)
    : []
  for (const part of more) parts.set(part.key, part)
  // A first page of `of`'s size, its parts named by key, or null.
  const pageOf = (item: Record<string, unknown>, years: readonly number[]): SearchPage | null => {
    if (!Array.isArray(item.claves) || item.claves.length > of.pageSize) return null
    const products = item.claves.map((key) => parts.get(text(key)))
    const total = count(item.total)
    if (!products.every((part) => part !== undefined) || total < products.length) return null
    const pages = Math.max(1, Math.ceil(total / of.pageSize))
    return { ...of, total, page: 1, pages, years, products }
  }
  const items = (list: unknown) => (Array.isArray(list) ? list.filter(isRecord) : [])
  return {
    years: items(value.anios_paginas).flatMap((item) => {
      const year = item.anio
      const page = typeof year === 'number' && of.years.includes(year) && pageOf(item, of.years)
      return page ? [{ year, page }] : []
    }),
    models: items(value.modelos_paginas).flatMap((item) => {
      const model = text(item.modelo)
      const years = Array.isArray(item.anios) ? item.anios.filter(Number.isInteger) : []
      const page = model !== '' && pageOf(item, years as number[])
      return page ? [{ model, page }] : []
    }),
  }
}
