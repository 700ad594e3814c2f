/** The button to a choice's results: 'Ver 4 piezas', 'Ver 1 pieza', or 'Ver piezas' while unknown. */
export function showPiecesLabel(count: number | null): string {
  if (count === null) return 'Ver piezas'
  return `Ver ${count.toLocaleString('es-MX')} ${count === 1 ? 'pieza' : 'piezas'}`
}
