import { MAXIMUM_PIECES, MINIMUM_PIECES } from '../site/order-rules'
import { formatNumber } from '../ui/numbers'

/** The whole number typed ('50', '1,000' or '1 000'), or null. */
export function typedPieces(text: string): number | null {
  const value = text.trim().replace(/[,\s]/g, '')
  return /^\d+$/.test(value) ? Number(value) : null
}

/** What is wrong with a typed quantity, in Spanish, or null when the list can send it. */
export function quantityProblem(text: string): string | null {
  if (text.trim() === '') return 'Escribe cuántas piezas necesitas.'
  const pieces = typedPieces(text)
  if (pieces === null) return 'Escribe un número entero de piezas, por ejemplo 50.'
  if (pieces < MINIMUM_PIECES) return `El pedido mínimo es de ${MINIMUM_PIECES} piezas por partida.`
  if (pieces > MAXIMUM_PIECES)
    return `Para más de ${formatNumber(MAXIMUM_PIECES)} piezas, escríbenos por WhatsApp.`
  return null
}
