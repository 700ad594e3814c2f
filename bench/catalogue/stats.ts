/** The value below which `share` of the values fall (nearest rank); 0 for none. */
export function quantile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? 0
}

export const median = (values: readonly number[]) => quantile(values, 0.5)
export const p95 = (values: readonly number[]) => quantile(values, 0.95)

/**
 * How far B's median may lie from A's by chance: the 5th and 95th percentiles of the difference
 * of medians over `rounds` resamplings of both (bootstrap, a fixed seed so a report can be
 * repeated). An interval that holds 0 shows no difference the samples can tell.
 */
export function medianDifferenceInterval(
  a: readonly number[],
  b: readonly number[],
  rounds = 2000,
): [number, number] {
  if (a.length === 0 || b.length === 0) return [0, 0]
  let seed = 1
  const random = () => {
    seed = (seed * 48271) % 2147483647
    return seed / 2147483647
  }
  const resample = (values: readonly number[]) =>
    values.map(() => values[Math.floor(random() * values.length)] as number)
  const differences = Array.from(
    { length: rounds },
    () => median(resample(b)) - median(resample(a)),
  )
  return [quantile(differences, 0.05), quantile(differences, 0.95)]
}
