// The site's numbers as Mexico writes them (5,000; 1,000,000), by one formatter: each
// `toLocaleString('es-MX')` builds a formatter of its own, which a slow phone feels when a filter
// click or a keystroke in a form writes a count. Made at its first use, not at import: the
// first one loads the locale's data, which a page that writes no number need not wait for.
let esMX: Intl.NumberFormat | undefined

/** 5,000 */
export function formatNumber(value: number): string {
  esMX ??= new Intl.NumberFormat('es-MX')
  return esMX.format(value)
}

/** '1 pieza', '1,000 piezas' */
export const piecesText = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? 'pieza' : 'piezas'}`
