import { productLine } from '../lines.ts'
import type { Product } from '../types.ts'
import { parseMillimetres } from './millimetres.ts'
import {
  MEASURE_PARAMS,
  MEASURED_LINES,
  type MeasureValues,
  measuredLine,
  measureSearch,
} from './search-measures.ts'

/** Where a line's measures form stands on its page. */
export const MEASURES_ANCHOR = 'medidas'

/**
 * 'Busca por medidas' from a part's page, as the router navigates: its line's page searched by
 * this part's measures, at the form's anchor, where the parts of the same measures show, this one
 * among them; null for a line not searched by measures.
 */
export function measuresLink(
  product: Product,
): { to: string; search: Record<string, string | number>; hash: string } | null {
  if (!measuredLine(product.line)) return null
  const values: MeasureValues = {}
  for (const param of MEASURED_LINES[product.line]) {
    const shown = product.measures.find((m) => m.column === MEASURE_PARAMS[param].column)?.value
    if (shown === undefined) continue
    // A part's thread is shown in the site's one spelling already ('M12 × 1.5').
    if (param === 'rosca') values.rosca = shown
    else {
      const value = parseMillimetres(shown)
      if (value !== null) values[param] = value
    }
  }
  const search = measureSearch(values)
  if (Object.keys(search).length === 0) return null
  return { to: productLine(product.line).path, search, hash: MEASURES_ANCHOR }
}
