// The site's numbers as Mexico writes them (5,000; 1,000,000). Whole numbers, all the site shows
// as it renders (counts, pieces, a message's characters), are grouped here: the first Intl
// formatter a page makes loads the browser's locale data, a long task on a slow phone while the
// page hydrates. Anything else goes to one es-MX formatter, made at its first use.
let esMX: Intl.NumberFormat | undefined

/** 5,000 */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
    return value < 0 ? `-${digits}` : digits
  }
  esMX ??= new Intl.NumberFormat('es-MX')
  return esMX.format(value)
}

/** '1 pieza', '1,000 piezas' */
export const piecesText = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? 'pieza' : 'piezas'}`
