import type { PagePath } from '../site/pages'
import { pageDataUrl, settingsDataUrl } from './data-url'
import type { PageDocument, SiteSettings } from './types'

/**
 * Route loaders read content through these two functions. On the server (prerender, dev SSR)
 * they query the content source; in the browser they fetch the JSON the build wrote.
 */

async function fetchData<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`No se pudo cargar ${url} (HTTP ${response.status})`)
  return (await response.json()) as T
}

export async function loadPage(path: PagePath): Promise<PageDocument> {
  if (import.meta.env.SSR) {
    const { getPage } = await import('./server-content')
    return getPage(path)
  }
  return fetchData<PageDocument>(pageDataUrl(path))
}

export async function loadSiteSettings(): Promise<SiteSettings> {
  if (import.meta.env.SSR) {
    const { getSiteSettings } = await import('./server-content')
    return getSiteSettings()
  }
  return fetchData<SiteSettings>(settingsDataUrl)
}
