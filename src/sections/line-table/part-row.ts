import { getPart } from '../../catalogue/api'
import { type TableRow, tableRow } from './rows'

/** One part of any line as a table row, asked of the catalogue by its key; null if it has none. */
export async function partRow(key: string): Promise<TableRow | null> {
  const product = await getPart(key)
  return product ? tableRow(product) : null
}
