import type { SiteSettingsQueryResult } from '../content/sanity.types'

/** The siteSettings singleton as the site reads it (see settings-query.ts). */
export type SiteSettings = NonNullable<SiteSettingsQueryResult>
export type HoursReading = SiteSettings['hours']['header']
export type OpeningHoursRow = HoursReading['rows'][number]
export type SocialNetwork = SiteSettings['social'][number]['network']
