import type { ReactElement } from 'react'
import { createSnapshotSource, readSnapshot } from '../src/content/snapshot-source'
import { pageQuery } from '../src/sections/page-query'
import type { Section, SectionData, SectionType } from '../src/sections/types'
import type { SiteSettings } from '../src/site/settings'
import { SiteSettingsProvider } from '../src/site/settings-context'
import { siteSettingsQuery } from '../src/site/settings-query'
import { renderWithRouter } from './render-with-router'

/** The real page query run over the committed snapshot, as the build runs it. */
export async function snapshotPage(path: string) {
  const source = createSnapshotSource(await readSnapshot('studio/data/production.ndjson'))
  const page = await source.query(pageQuery, { path })
  const settings = await source.query(siteSettingsQuery)
  if (!page || !settings)
    throw new Error(`The snapshot lacks the page ${path} or the site settings`)
  return { page, settings }
}

function isOfType<T extends SectionType>(type: T) {
  return (section: { _type: string }): section is SectionData<T> => section._type === type
}

/** The first section of `type` on the page at `path` (or the one with `key`). */
export async function snapshotSection<T extends SectionType>(path: string, type: T, key?: string) {
  const { page, settings } = await snapshotPage(path)
  const sections: readonly Section[] = page.sections
  const section = sections
    .filter(isOfType(type))
    .find((candidate) => key === undefined || candidate._key === key)
  if (!section) throw new Error(`No ${type} section on ${path}`)
  return { page, settings, section }
}

/** Renders a section with the site settings and a router around it, at `path` (default '/'). */
export function renderSection(element: ReactElement, settings: SiteSettings, path = '/') {
  return renderWithRouter(
    <SiteSettingsProvider settings={settings}>{element}</SiteSettingsProvider>,
    { path },
  )
}
