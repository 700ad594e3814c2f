import { formatNumber } from '../ui/numbers'

/** The button to a choice's results: 'Ver 4 piezas', 'Ver 1 pieza', or 'Ver piezas' while unknown. */
export function showPiecesLabel(count: number | null): string {
  if (count === null) return 'Ver piezas'
  return `Ver ${formatNumber(count)} ${count === 1 ? 'pieza' : 'piezas'}`
}
