import { DOOR_PINS, productLine } from '../catalogue/lines'
import type { Product } from '../catalogue/types'
import type { FactRow } from './product-facts'

/**
 * The part's measures as rows of its spec table, in its line's order with the line's labels: a
 * measure every part of the line has is shown as '—' when the catalogue lacks it (the buyer
 * should ask), an optional one only when known.
 */
export function measureRows(product: Product): FactRow[] {
  const values = new Map(product.measures.map((m) => [m.column, m.value]))
  return productLine(product.line).measures.flatMap(({ column, label, required }) => {
    const value = values.get(column)
    if (value !== undefined) return [{ label, value }]
    return required ? [{ label, value: '—' }] : []
  })
}

/** The first two measures in one line, for a card: '52 mm × 7.9 mm' (a pin), 'M12 × 1.5 · 40 mm'. */
export function cardMeasures(product: Product): string {
  const values = product.measures.slice(0, 2).map((m) => m.value)
  return values.join(product.line === DOOR_PINS ? ' × ' : ' · ')
}
