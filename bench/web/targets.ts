import { unlistedPagePaths } from '../../src/site/pages.ts'
import type { RouteResult } from './types.ts'

/** The Lighthouse categories measured, and the score each route must reach. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export const TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

/**
 * Pages kept out of search engines on purpose (`noindex`): Lighthouse's SEO score counts that
 * against them, so their SEO is reported, not held to the target.
 */
const UNLISTED: ReadonlySet<string> = new Set(unlistedPagePaths)

/**
 * The largest paint may come at most this long after the first one: about one round trip of the
 * slow 4G it simulates, for a first screen whose largest element is a picture the HTML names.
 */
export const MAX_LCP_AFTER_FCP_SECONDS = 0.3

/** The targets a route misses, worded for the report and the console. */
export function misses(route: RouteResult): string[] {
  if (route.error && route.scores.performance === null) return [`no result (${route.error})`]
  const scores = CATEGORIES.filter(
    (category) =>
      (route.scores[category] ?? 0) < TARGETS[category] &&
      !(category === 'seo' && UNLISTED.has(route.path)),
  ).map((category) =>
    route.scores[category] === null
      ? `${category} not scored`
      : `${category} ${route.scores[category]} < ${TARGETS[category]}`,
  )
  const late =
    route.lcpAfterFcpSeconds !== null && route.lcpAfterFcpSeconds > MAX_LCP_AFTER_FCP_SECONDS
      ? [`LCP ${route.lcpAfterFcpSeconds} s after FCP > ${MAX_LCP_AFTER_FCP_SECONDS} s`]
      : []
  const shifts = route.cls !== null && route.cls > 0 ? [`CLS ${route.cls} > 0`] : []
  return [...scores, ...late, ...shifts]
}
