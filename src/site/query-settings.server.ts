import { runQuery } from '../content/server-content'
import { siteSettingsQuery } from './settings-query'

/** Server only (prerender, dev SSR): the site settings query against the content source. */
export function querySiteSettings() {
  return runQuery(siteSettingsQuery)
}
