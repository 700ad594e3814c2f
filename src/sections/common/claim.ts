/** A `claim` document ("+20 años de experiencia") as sections read it through a reference. */
export const claimProjection = /* groq */ `{ _id, value, prefix, suffix, label }`

export type Claim = {
  _id: string
  value: number | null
  prefix: string | null
  suffix: string | null
  label: string
}

/** "+20", "10K", "4 días": the claim as printed. */
export function formatClaim(claim: Claim, value = claim.value): string {
  if (value === null) return ''
  return `${claim.prefix ?? ''}${value.toLocaleString('es-MX')}${claim.suffix ?? ''}`
}
