import type { RouteResult } from './types.ts'

/** The Lighthouse categories measured, and the score each route must reach. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

/** The targets a route misses, worded for the report and the console. */
export function misses(route: RouteResult): string[] {
  if (route.error && route.scores.performance === null) return [`no result (${route.error})`]
  return CATEGORIES.filter((category) => (route.scores[category] ?? 0) < TARGETS[category]).map(
    (category) =>
      route.scores[category] === null
        ? `${category} not scored`
        : `${category} ${route.scores[category]} < ${TARGETS[category]}`,
  )
}
