import type { ReactElement } from 'react'
import { pageQuery, siteSettingsQuery } from '../src/content/queries'
import { SiteSettingsProvider } from '../src/content/site-settings-context'
import { createSnapshotSource, readSnapshot } from '../src/content/snapshot-source'
import type { PageDocument, SiteSettings } from '../src/content/types'
import type { Section } from '../src/sections/types'
import type { PagePath } from '../src/site/pages'
import { renderWithRouter } from './render-with-router'

/** The real page query run over the committed snapshot, as the build runs it. */
export async function snapshotPage(path: PagePath) {
  const source = createSnapshotSource(await readSnapshot('studio/data/production.ndjson'))
  const page = await source.query<PageDocument>(pageQuery, { path })
  const settings = await source.query<SiteSettings>(siteSettingsQuery)
  return { page, settings }
}

/** The first section of `type` on the page at `path` (or the one with `key`). */
export async function snapshotSection<T extends Section['_type']>(
  path: PagePath,
  type: T,
  key?: string,
) {
  const { page, settings } = await snapshotPage(path)
  const section = page.sections.find(
    (candidate) => candidate._type === type && (key === undefined || candidate._key === key),
  )
  if (!section) throw new Error(`No ${type} section on ${path}`)
  return { page, settings, section: section as Extract<Section, { _type: T }> }
}

/** Renders a section with the site settings and a router around it. */
export function renderSection(element: ReactElement, settings: SiteSettings) {
  return renderWithRouter(
    <SiteSettingsProvider settings={settings}>{element}</SiteSettingsProvider>,
  )
}
