import { settingsDataUrl } from '../content/data-url'
import { fetchContentJson } from '../content/load'
import type { SiteSettings } from './settings'

/** The siteSettings singleton: queried on the server, fetched as the build's JSON in the browser. */
export async function loadSiteSettings(): Promise<SiteSettings> {
  const settings = import.meta.env.SSR
    ? await (await import('./query-settings.server')).querySiteSettings()
    : await fetchContentJson<SiteSettings>(settingsDataUrl)
  if (!settings) throw new Error('The content has no siteSettings document')
  return settings
}
