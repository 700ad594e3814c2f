import type { SiteSettings } from '../site/settings'

/** What a route's head is given: its own loader's data and every match's, the root's first. */
export type HeadContext<Data> = { loaderData?: Data; matches: readonly { loaderData?: unknown }[] }

/** The site settings, which the root route (the first match) loads. */
export function rootSettings(matches: HeadContext<unknown>['matches']): SiteSettings | undefined {
  return matches[0]?.loaderData as SiteSettings | undefined
}
