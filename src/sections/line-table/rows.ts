import type { LineId } from '../../catalogue/lines'
import type { Product } from '../../catalogue/types'

/**
 * A part as a line's table keeps it: its key, name and line, and every value a column may show
 * (its measures and facts by the sheet's column names; an unknown one is absent). Only this is
 * carried in the page's data, not the whole answer.
 */
export type TableRow = {
  key: string
  name: string
  line: LineId
  values: Record<string, string>
}

/** One page of a line's parts, as the table shows it. */
export type TablePage = {
  line: LineId
  pageSize: number
  /** The page it is (from 1). */
  page: number
  /** Every part of the line. */
  total: number
  rows: TableRow[]
}

/** The first page of each line table of a page, by the section's key; null where it failed. */
export type FirstPages = Record<string, TablePage | null>

export function tableRow(product: Product): TableRow {
  const values: Record<string, string> = {}
  for (const { column, value } of product.measures) values[column] = value
  const facts: [string, string | number | null][] = [
    ['posicion', product.position],
    ['piezas_por_paquete', product.piecesPerPack],
    ['acabado', product.finish],
    ['material', product.material],
    ['aplicaciones', product.applications],
  ]
  for (const [column, value] of facts) {
    const text = value === null ? '' : String(value).trim()
    if (text && text !== '-') values[column] = text
  }
  return { key: product.key, name: product.name, line: product.line, values }
}
