import { quoteText } from '../../catalogue/quote-request'
import type { Section } from '../types'
import { shownColumns, tableLine } from './columns'
import { leadingValues } from './part-item'
import type { TableRow } from './rows'

/** The search parameter a row's 'Cotizar' sets: the part number the quote form names. */
export const PART_PARAM = 'pieza'

/**
 * The line a part adds to the quote request: its key and the first two values its table shows
 * ('Cotización de BR-1245 – M12 × 1.5, 45 mm'), as a product's page names its product. Null when
 * no line table of the page lists the part's line: only the page's own parts are ever written
 * into the message.
 */
export function partQuoteText(sections: readonly Section[], row: TableRow): string | null {
  for (const section of sections) {
    if (section._type !== 'lineTable' || tableLine(section.line) !== row.line) continue
    const values = leadingValues(row, shownColumns(row.line, section.columns)).map(
      ({ value }) => value,
    )
    return values.length > 0
      ? quoteText({ key: row.key, name: values.join(', ') })
      : `Cotización de ${row.key}`
  }
  return null
}
