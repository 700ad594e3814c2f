/** The value below which `share` of the values fall (nearest rank); 0 for none. */
export function quantile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? 0
}

export const median = (values: readonly number[]) => quantile(values, 0.5)
export const p95 = (values: readonly number[]) => quantile(values, 0.95)
