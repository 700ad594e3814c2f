import { lineFamilies } from '../../catalogue/line-families'
import { productLine } from '../../catalogue/lines'
import { partPath } from '../../catalogue/part-path'
import { familyDrawingUrl } from '../../picture-files/drawing-names'
import type { QuoteItem } from '../../quote-list/line'
import type { TableColumn } from './columns'
import type { TableRow } from './rows'

/** The first two values a row shows, with their columns' names ('Rosca', 'M12 × 1.5'). */
export function leadingValues(row: TableRow, columns: readonly TableColumn[]) {
  return columns
    .flatMap(({ column, label }) => {
      const value = row.values[column]
      return value ? [{ label, value }] : []
    })
    .slice(0, 2)
}

/**
 * A row as the buyer's quote list keeps it: its key, its name (else its line's word for a part),
 * the first two values the table shows with their columns ('Rosca M12 × 1.5 · Largo 40 mm'),
 * its page and its line's drawing.
 */
export function partItem(row: TableRow, columns: readonly TableColumn[]): QuoteItem {
  return {
    key: row.key,
    name: row.name || productLine(row.line).singular,
    measures: leadingValues(row, columns)
      .map(({ label, value }) => `${label} ${value}`)
      .join(' · '),
    href: partPath(row.line, row.key),
    picture: familyDrawingUrl(lineFamilies[row.line]),
  }
}
