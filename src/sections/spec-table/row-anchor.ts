/**
 * The in-page anchor of a spec-table row, from its part number: 'BR-1245' → 'pieza-br-1245'.
 * The site search links to it, so it must stay stable for a given part number.
 */
export function specRowAnchor(partNumber: string): string {
  const slug = partNumber
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `pieza-${slug}`
}
