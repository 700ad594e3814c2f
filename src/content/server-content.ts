import type { PagePath } from '../site/pages'
import { type ContentEnv, createContentSource } from './content-env'
import { pageQuery, siteSettingsQuery } from './queries'
import type { ContentSource } from './source'
import type { PageDocument, SiteSettings } from './types'

/** Build-time and dev-server access to content. Never bundled for the browser. */

let source: Promise<ContentSource> | undefined

function contentSource(): Promise<ContentSource> {
  source ??= createContentSource({ ...process.env, ...import.meta.env } as ContentEnv)
  return source
}

export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await (await contentSource()).query<SiteSettings | null>(siteSettingsQuery)
  if (!settings) throw new Error('The content source has no siteSettings document')
  return settings
}

export async function getPage(path: PagePath): Promise<PageDocument> {
  const page = await (await contentSource()).query<PageDocument | null>(pageQuery, { path })
  if (!page) throw new Error(`The content source has no page with path ${path}`)
  return page
}
