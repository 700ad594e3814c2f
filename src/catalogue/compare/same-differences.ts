import { type CardDifferences, FACETS } from './candidates'

/** Whether two cards' differences show the same (each comparison is new objects). */
export function sameDifferences(a: CardDifferences | undefined, b: CardDifferences | undefined) {
  if (a === b) return true
  if (a === undefined || b === undefined) return false
  return FACETS.every(
    (facet) => a[facet]?.value === b[facet]?.value && a[facet]?.unique === b[facet]?.unique,
  )
}
