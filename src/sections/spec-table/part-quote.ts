import { quoteText } from '../../catalogue/quote-request'
import { withoutEditMarks } from '../../ui/edit-marks'
import type { Section } from '../types'
import { specRowAnchor } from './row-anchor'

/** The search parameter a spec row's 'Cotizar' sets: the part number the quote form names. */
export const PART_PARAM = 'pieza'

/**
 * The line a row adds to the quote request: its part number and the first two cells after it
 * (the measures that size the part), in the form a product's page names its product with.
 */
export function partQuoteText(cells: readonly string[]): string {
  const [part = '', ...rest] = cells.map((cell) => withoutEditMarks(cell).trim())
  const measures = rest.filter(Boolean).slice(0, 2).join(', ')
  return measures ? quoteText({ key: part, name: measures }) : `Cotización de ${part}`
}

/**
 * The quote line of the row of the page's spec tables whose part number is `part` (compared as
 * their anchors are, so 'br-1245' finds 'BR-1245'), or null when no row has it: only the page's
 * own parts are ever written into the message.
 */
export function findPartQuote(sections: readonly Section[], part: string): string | null {
  const wanted = specRowAnchor(part)
  if (wanted === specRowAnchor('')) return null
  for (const section of sections) {
    if (section._type !== 'specTable') continue
    const row = section.rows.find(({ cells }) => cells[0] && specRowAnchor(cells[0]) === wanted)
    if (row) return partQuoteText(row.cells)
  }
  return null
}
