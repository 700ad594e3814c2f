// Millimetres as people type them, with no imports: the catalogue's URL is read with it in every
// page's first load. Run in plain Node too.

// '45', '9.5', '9,5', '45 mm', '45mm', '.5' is refused (a digit before the point).
const MILLIMETRES = /^(\d{1,4}(?:[.,]\d{1,3})?)\s*(?:mm|mm\.|milímetros|milimetros)?$/i

/** Millimetres as people write them ('9,5', '9.5', '45 mm'), or null. */
export function parseMillimetres(text: string): number | null {
  const match = MILLIMETRES.exec(text.trim())
  return match?.[1] ? Number(match[1].replace(',', '.')) : null
}

/** Whether millimetres fall in a measure's accepted range (a line's column, lines.ts). */
export function inRange(value: number, { min = 0, max = Number.POSITIVE_INFINITY }): boolean {
  return value >= min && value <= max
}
