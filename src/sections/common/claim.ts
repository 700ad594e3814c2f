import { formatNumber } from '../../ui/numbers'
import type { SectionData } from '../types'

/** A `claim` document ("+20 años de experiencia") as sections read it through a reference. */
export const claimProjection = /* groq */ `{ _id, value, prefix, suffix, label, countsCatalogue }`

/**
 * A claim as the page query projects it (`countsCatalogue`: the figure is the catalogue's number
 * of parts, counted when the site is built).
 */
export type Claim = SectionData<'counters'>['claims'][number]

/** Printed as a round figure that the catalogue reaches: 312 parts are "+300". */
const CATALOGUE_FIGURE_STEP = 100

/** The number a claim shows: the one typed, or for a counted one the catalogue's, rounded down. */
export function claimValue(claim: Claim, catalogueParts = __CATALOGUE_PARTS__): number | null {
  if (!claim.countsCatalogue) return claim.value
  const step = catalogueParts >= CATALOGUE_FIGURE_STEP ? CATALOGUE_FIGURE_STEP : 1
  return Math.floor(catalogueParts / step) * step
}

/** "+20", "10K", "4 días": the claim as printed. */
export function formatClaim(claim: Claim, value = claimValue(claim)): string {
  if (value === null) return ''
  return `${claim.prefix ?? ''}${formatNumber(value)}${claim.suffix ?? ''}`
}
