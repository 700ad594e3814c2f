// The site's numbers as Mexico writes them (5,000; 1,000,000), by one formatter: each
// `toLocaleString('es-MX')` builds a formatter of its own, which a slow phone feels when a filter
// click or a keystroke in a form writes a count.
const esMX = new Intl.NumberFormat('es-MX')

/** 5,000 */
export const formatNumber = (value: number): string => esMX.format(value)

/** '1 pieza', '1,000 piezas' */
export const piecesText = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? 'pieza' : 'piezas'}`
