import { MINIMUM_PIECES } from '../site/order-rules'
import { formatNumber, piecesText } from '../ui/numbers'

/**
 * The add button's text, and its name for screen readers when the text alone is not it, for a
 * part the list holds `listed` pieces of (0: not in it). In the list, it says so with the quantity
 * ('En tu cotización · 10') and still adds: its name begins with those words and says what a
 * press does (ten pieces more).
 */
export function addLabel(key: string, listed: number, compact: boolean) {
  if (listed > 0) {
    return {
      text: `En tu cotización · ${formatNumber(listed)}`,
      name: `En tu cotización · ${piecesText(listed)} de ${key}. Agregar ${MINIMUM_PIECES} más`,
    }
  }
  return compact
    ? { text: 'Agregar', name: `Agregar ${key} a mi cotización` }
    : { text: 'Agregar a mi cotización' }
}
