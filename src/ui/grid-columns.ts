/**
 * How many columns a grid of `count` cards takes when at most `max` fit the width, so that no
 * row leaves a hole: a few cards share one row; more go in the column count that fills every
 * row (largest first); if none does, the count whose last row is fullest, and that short row's
 * cards grow to span it (CardGrid.module.css).
 */
export function gridColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.floor(max))
  if (count <= limit) return Math.max(1, count)
  let best = limit
  let bestFill = 0
  for (let columns = limit; columns >= 2; columns--) {
    const rest = count % columns
    const fill = rest === 0 ? 1 : rest / columns
    if (fill > bestFill) {
      best = columns
      bestFill = fill
    }
  }
  return limit === 1 ? 1 : best
}

/** The widths a grid distinguishes: phones, from 768 px, from 992 px. */
export type GridLimits = { base: number; md: number; lg: number }

/** Columns at each width for `count` cards: the custom properties CardGrid sets. */
export function gridColumnsAt(count: number, limits: GridLimits) {
  return {
    '--cols-base': gridColumns(count, limits.base),
    '--cols-md': gridColumns(count, limits.md),
    '--cols-lg': gridColumns(count, limits.lg),
  }
}
